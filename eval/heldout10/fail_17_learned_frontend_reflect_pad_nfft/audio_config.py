SAMPLE_RATE = 16000
CLIP_MS = 25            # one analysis chunk per example
N_FFT = 1024  # ROOT
HOP = 64
N_FILTERS = 24
N_COMMANDS = 4
