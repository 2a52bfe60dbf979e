"""Fine-tune a small pretrained CNN to tell ships from sea clutter in SAR image chips."""

CHIP = 24
NUM_CHIPS = 48
BATCH_SIZE = 8
EPOCHS = 2
BACKBONE_LR = 1e-4
HEAD_LR = 1e-2
HEAD_WARMUP_STEPS = 3
MOMENTUM = 0.9
SEED = 59
