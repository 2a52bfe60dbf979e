"""Plankton imaging-flow-cytometer classifier with label-shift (prior) correction."""

TAXA = ["diatom", "dinoflagellate", "ciliate", "copepod"]
N_FEATURES = 10            # morphometrics: area, eccentricity, solidity, ...
TRAIN_PRIOR = [0.4, 0.3, 0.2, 0.1]
BLOOM_PRIOR = [0.05, 0.85, 0.05, 0.05]     # dinoflagellate bloom at the deployment site

N_TRAIN = 64
N_SITE = 40
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-2
SEED = 27
