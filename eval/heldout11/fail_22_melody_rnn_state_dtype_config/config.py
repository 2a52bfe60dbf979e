import mindspore as ms

NUM_PITCHES = 24      # two octaves
EMBED_DIM = 16
HIDDEN = 32
SEQ_LEN = 12
BATCH = 4
LR = 1e-3
STEPS = 2
STATE_DTYPE = ms.float16  # ROOT
