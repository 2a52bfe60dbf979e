CANVAS = 28                 # doodles are rasterised on a 28x28 canvas
CROP_SIZE = 32  # ROOT
CLASSES = ["circle", "square", "triangle", "star", "zigzag"]
DOODLES_PER_CLASS = 24
BATCH_SIZE = 20
EPOCHS = 2
LR = 0.02
SEED = 12
