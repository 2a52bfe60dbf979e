SEED = 42
PATCH = 8
FEATURES = 12
# after the stereo rig calibration the network's relative depth is mapped to metres
MIN_DEPTH_M = 0.5
MAX_DEPTH_M = 20.0
