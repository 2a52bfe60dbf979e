LR = 0.01
TRAINABLE_PREFIX = "classifier"  # expect: MSD106
