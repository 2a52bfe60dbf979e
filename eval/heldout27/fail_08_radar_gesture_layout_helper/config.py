"""mmWave radar hand-gesture recognition from range-Doppler maps (exported channels-last)."""

SEED = 16
RANGE_BINS = 16
DOPPLER_BINS = 12
ANTENNAS = 4            # one channel per receive antenna
GESTURES = ["swipe_left", "swipe_right", "push", "pull", "circle"]
BATCH = 6
STEPS = 2
LR = 1e-3
