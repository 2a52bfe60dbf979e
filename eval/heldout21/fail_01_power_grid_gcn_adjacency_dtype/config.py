"""Hyper-parameters for the feeder voltage-deviation GCN."""
N_BUSES = 14          # IEEE 14-bus test feeder
N_FEATURES = 4        # P load, Q load, P gen, shunt
HIDDEN = 16
EPOCHS = 3
LR = 0.01
SEED = 7

# (from_bus, to_bus) branch list of the IEEE 14-bus system, 0-based
LINES = [(0, 1), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (3, 4), (3, 6), (3, 8),
         (4, 5), (5, 10), (5, 11), (5, 12), (6, 7), (6, 8), (8, 9), (8, 13),
         (9, 10), (11, 12), (12, 13)]
