BANDS = 4          # B2, B3, B4, B8 (blue, green, red, NIR)
SCALE = 3          # 30 m -> 10 m
LR_PATCH = 8
FEATURES = 32
BATCH = 4
EPOCHS = 1
