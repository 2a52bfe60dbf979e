BREEDS = ["beagle", "pug", "persian", "siamese", "boxer", "sphynx"]
IMAGE_SIZE = 32
NUM_IMAGES = 96
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-3
SEED = 22
# positions of (logits, label) in the outputs of the eval network, for the metrics
EVAL_INDEXES = [1, 2]  # ROOT
