"""Settings of the gesture recogniser."""
FRAMES = 40
KERNEL = 5
STRIDE = 2
CHANNELS = 6
FRAMES_OUT = FRAMES // STRIDE  # expect: MSD401
