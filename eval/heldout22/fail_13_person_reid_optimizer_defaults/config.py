SEED = 47
NUM_IDENTITIES = 12
IMAGES_PER_ID = 8
IMAGE_H, IMAGE_W = 32, 16
EMBED_DIM = 32
BATCH_SIZE = 24
EPOCHS = 1

OPTIMIZER = {
    "lr": 0.05,
    "momentum": 0.9,
    "nesterov": True,
    "weight_decay": 5e-4,
}
