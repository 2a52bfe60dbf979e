"""Reef-fish species recogniser: pretrain on a broad source set, transfer to a new survey site."""

import os
import tempfile

SOURCE_SPECIES = 10
TARGET_SPECIES = 4
FEATURE_DIM = 32
IMG = 20
HEAD_PREFIX = "head."  # ROOT
CKPT_PATH = os.path.join(tempfile.gettempdir(), "h23_reef_fish_source.ckpt")
BATCH_SIZE = 8
LEARNING_RATE = 1e-2
SEED = 61
