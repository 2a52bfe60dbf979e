"""Non-intrusive load monitoring: estimate the kettle's power from the household mains signal."""

SEED = 6
WINDOW = 64
BATCH = 8
EPOCHS = 1
LR = 1e-3
