SEED = 9
WAFER_SIZE = 32
PATTERNS = ["none", "center", "edge_ring", "scratch", "donut"]
WAFERS_PER_PATTERN = 40

STAGES = [(16, 1), (16, 2), (32, 2)]
BATCH_SIZE = 20
EPOCHS = 2
LR = 0.05
MOMENTUM = 0.9
