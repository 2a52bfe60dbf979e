"""Page-region classifier for scanned forms (text / table / figure / stamp)."""

REGION_TYPES = ["text", "table", "figure", "stamp"]
CROP = 32
STAGES = [(1, 12), (12, 24), (24, 32)]     # (in_channels, out_channels) per stage

CROPS_PER_TYPE = 4
BATCH_SIZE = 8
STEPS = 2
LR = 0.01
SEED = 5
