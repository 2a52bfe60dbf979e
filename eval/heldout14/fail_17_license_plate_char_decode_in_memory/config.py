CHARSET = "0123456789ABCDEFHKMPTX"
RAW_SIZE = (20, 14)        # height, width of a segmented plate character crop
IMG_SIZE = (24, 16)
SAMPLES_PER_CHAR = 4
BATCH_SIZE = 16
EPOCHS = 2
LR = 3e-3
SEED = 67
