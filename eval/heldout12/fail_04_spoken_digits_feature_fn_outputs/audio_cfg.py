SAMPLE_RATE = 8000
FRAME_LEN = 200          # 25 ms
HOP = 80                 # 10 ms
N_BANDS = 24
MAX_FRAMES = 96
NUM_DIGITS = 10
BATCH = 8
