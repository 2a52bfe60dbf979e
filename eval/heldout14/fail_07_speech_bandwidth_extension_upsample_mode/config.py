"""Narrowband (8 kHz) -> wideband (16 kHz) speech bandwidth extension."""
NB_RATE = 8000
WB_RATE = 16000
FRAME = 128                  # narrowband samples per training frame
CHANNELS = 16
UPSAMPLE_MODE = "bilinear"  # ROOT
NUM_FRAMES = 48
BATCH_SIZE = 8
EPOCHS = 2
SEED = 17
