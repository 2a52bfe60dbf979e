FRAME_DIM = 20
MAX_FRAMES = 40
COLUMNS = ["mfcc", "escalated"]  # ROOT
BATCH_SIZE = 4
SEED = 8
