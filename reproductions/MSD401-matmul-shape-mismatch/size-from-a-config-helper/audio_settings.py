"""Settings of a small keyword classifier over spectrogram frames."""
FRAMES = 64
MELS = 20
CHANNELS = 24
KERNEL = 3
STRIDE = 2
NUM_BLOCKS = 2
NUM_KEYWORDS = 6


def frames_after_convs(frames):
    for _ in range(NUM_BLOCKS):
        frames = frames - KERNEL + 1  # expect: MSD401
    return frames


HEAD_FEATURES = CHANNELS * frames_after_convs(FRAMES)
