"""Mosquito species from wingbeat recordings (optical sensor), imbalanced classes -> focal loss."""

SPECIES = ("Ae. aegypti", "Ae. albopictus", "An. gambiae", "An. arabiensis", "C. quinquefasciatus")
SPECIES_SHARE = (0.40, 0.25, 0.15, 0.12, 0.08)
SAMPLE_RATE = 2000
CLIP_SAMPLES = 256
FOCAL_GAMMA = 2.0

NUM_CLIPS = 64
BATCH_SIZE = 16
STEPS = 2
LEARNING_RATE = 1e-3
SEED = 37
