"""Smoke / no-smoke classification of hillside camera tiles (smoke is rare)."""

TILE = 20
SMOKE_RATE = 0.12
NUM_TILES = 120
BATCH_SIZE = 12
SHUFFLE = True  # ROOT
NUM_WORKERS = 1
EPOCHS = 2
LR = 1e-3
SEED = 17
