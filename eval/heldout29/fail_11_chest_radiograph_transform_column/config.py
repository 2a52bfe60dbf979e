"""Chest-radiograph triage (normal / opacity / effusion) on downsampled films."""

FINDINGS = ["normal", "opacity", "effusion"]
FILM_SIZE = 28
INPUT_SIZE = 24

# column the augmentation pipeline is applied to
IMAGE_COLUMN = "image"  # ROOT

FILMS_PER_FINDING = 6
BATCH_SIZE = 6
EPOCHS = 1
LR = 0.01
SEED = 13
