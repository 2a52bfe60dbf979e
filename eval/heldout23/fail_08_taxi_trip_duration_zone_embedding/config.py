"""Taxi trip-duration regression with learned pickup/drop-off zone embeddings."""

NUM_TRIPS = 96
NUM_TLC_ZONES = 40          # zone ids in the trip records run 1..NUM_TLC_ZONES
ZONE_EMBED = 8
HIDDEN = 32
BATCH_SIZE = 32
EPOCHS = 1
LEARNING_RATE = 1e-3
SEED = 29
