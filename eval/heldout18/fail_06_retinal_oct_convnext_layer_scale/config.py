SEED = 13
CLASSES = ["normal", "cnv", "dme", "drusen"]
IMG = 64
STEM_CH = 32
STAGES = (32, 64)
LAYER_SCALE_INIT = 1e-6
N_SCANS = 6
