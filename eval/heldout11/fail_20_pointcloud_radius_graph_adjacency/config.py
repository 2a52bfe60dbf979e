NUM_POINTS = 64
NUM_CLASSES = 3  # sphere, cube, cylinder
RADIUS = 0.35
WIDTHS = (16, 32)
BATCH_SIZE = 4
LR = 1e-3
STEPS = 2
