"""Wafer-map defect classifier: pretrain on fab A's 6 patterns, fine-tune on fab B's 4."""
import os
import tempfile

MAP_SIZE = 20
FAB_A_PATTERNS = ["none", "center", "edge_ring", "scratch", "donut", "random"]
FAB_B_PATTERNS = ["none", "center", "edge_ring", "local"]

PRETRAINED_CKPT = os.path.join(tempfile.gettempdir(), "ms_heldout29_wafer_fab_a.ckpt")
# parameters of the classification head, re-initialised for the new label set
HEAD_PARAMS = ["head.weight", "head.bias"]  # ROOT

MAPS_PER_PATTERN = 3
BATCH_SIZE = 6
EPOCHS = 1
LR = 0.01
SEED = 38
