"""Murmur detection from phonocardiogram (PCG) clips."""
SEED = 5
SAMPLE_RATE = 1000          # Hz, digital stethoscope
CLIP_SECONDS = 1.0
FRAME_LENGTH = int(0.04 * SAMPLE_RATE)   # 40 ms analysis window
HOP_LENGTH = int(0.2 * SAMPLE_RATE)      # 20 ms hop  # ROOT
NUM_CLIPS = 32
BATCH_SIZE = 8
KERNEL = 7
EPOCHS = 1
