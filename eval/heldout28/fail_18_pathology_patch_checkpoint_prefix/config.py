"""Tumour / stroma / lymphocyte patch classifier for H&E slides."""
import os
import tempfile

TISSUE = ["tumour", "stroma", "lymphocytes"]
PATCH = 16

RUN_ROOT = os.path.join(tempfile.gettempdir(), "ms_heldout28_pathology_runs")
CKPT_PREFIX = "runs/he_patch_net"  # ROOT
SAVE_EVERY_STEPS = 2
KEEP_CHECKPOINTS = 2

PATCHES_PER_CLASS = 6
BATCH_SIZE = 6
EPOCHS = 1
LR = 0.01
SEED = 19
