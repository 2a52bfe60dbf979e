"""Voice-command classifier over variable-length MFCC sequences, bucketed by length."""

COMMANDS = ["lights_on", "lights_off", "volume_up", "volume_down"]
N_MFCC = 13
MIN_FRAMES, MAX_FRAMES = 12, 60

BUCKET_BOUNDARIES = [20, 35, 50]       # frame counts
TOKENS_PER_BATCH = 160                 # frames x utterances budget per batch

UTTERANCES = 32
EPOCHS = 1
LR = 1e-3
SEED = 77
