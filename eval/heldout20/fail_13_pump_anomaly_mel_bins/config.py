"""Industrial pump sound anomaly detection (normal vs. cavitation)."""
SEED = 13
SAMPLE_RATE = 8000
CLIP_SAMPLES = 2000
N_FFT = 256
HOP = 128
N_FREQ = N_FFT // 2  # ROOT
N_MELS = 20
NUM_CLIPS = 24
BATCH_SIZE = 6
