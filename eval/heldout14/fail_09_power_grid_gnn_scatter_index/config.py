NUM_BUSES = 14
NUM_SCENARIOS = 40
NODE_FEATURES = 3        # active load, reactive load, generation
HIDDEN = 16
LAYERS = 2
EPOCHS = 2
LR = 5e-3
SEED = 31
