BANDS = 4                    # R, G, B, NIR
TILE = 16
CLASSES = ["water", "forest", "cropland", "urban", "bare"]
STAGES = ("stage1", "stage2", "stage3")
# gradual unfreezing (ULMFiT style): the head first, then one backbone stage per epoch from the top
UNFREEZE_SCHEDULE = {0: ["head"], 1: ["stage3"], 2: ["stage2"], 3: ["stage1"]}
NUM_TILES = 64
BATCH_SIZE = 16
LR = 0.02
SEED = 8
