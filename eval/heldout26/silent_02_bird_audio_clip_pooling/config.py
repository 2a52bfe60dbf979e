SEED = 89
N_MELS = 16
FRAMES = 64
SPECIES = ["chiffchaff", "wren", "robin"]
HIDDEN = 24
# training uses mean pooling over frames; for the detection report the call-level
# pooling is switched to max so that short calls in long clips are not averaged away
TRAIN_POOLING = "mean"
DETECT_POOLING = "max"
