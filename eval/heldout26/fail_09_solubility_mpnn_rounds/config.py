SEED = 29
MAX_ATOMS = 9
ATOM_FEATURES = 6     # one-hot C, N, O, S, F, Cl
HIDDEN = 32
BATCH = 4
STEPS = 2
LR = 1e-3
