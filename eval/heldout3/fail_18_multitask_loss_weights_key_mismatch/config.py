NUM_CLASSES = 4
FEAT_DIM = 10
HIDDEN = 16
# weights of the per-task losses summed by the trainer
LOSS_WEIGHTS = {"cls": 1.0, "box": 2.0, "obj": 0.5}  # ROOT
