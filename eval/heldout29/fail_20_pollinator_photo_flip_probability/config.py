"""Citizen-science pollinator photos: bee / hoverfly / butterfly classifier."""

TAXA = ["bee", "hoverfly", "butterfly"]
PHOTO = 24

# augmentation policy agreed with the ecologists (probabilities per photo)
AUGMENT = {
    "hflip": 50,  # ROOT
    "vflip": 0.1,
    "max_rotation": 15,
    "brightness": 0.2,
}

PHOTOS_PER_TAXON = 4
BATCH_SIZE = 6
EPOCHS = 1
LR = 0.01
SEED = 61
