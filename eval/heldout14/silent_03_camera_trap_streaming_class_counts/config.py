SPECIES = ("empty", "deer", "boar", "fox", "lynx")
FEATURE_DIM = 24          # pooled features from a frozen backbone
NUM_ROUNDS = 6            # SD-card pulls; each adds a batch of newly labelled frames
FRAMES_PER_ROUND = 40
PRIOR = (0.62, 0.2, 0.1, 0.06, 0.02)
SEED = 109
