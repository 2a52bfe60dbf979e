"""Precipitation nowcasting: classify next-30-min rain intensity from a stack of radar frames."""

FRAMES = 4            # past reflectivity scans stacked as channels
GRID = 40             # 40 x 40 km crop, 1 km pixels
CONV_CHANNELS = (16, 32)
KERNEL = 3
STRIDE = 2
PADDING = 1
INTENSITY_CLASSES = ("dry", "light", "moderate", "heavy")

NUM_SAMPLES = 32
BATCH_SIZE = 8
EPOCHS = 1
LEARNING_RATE = 1e-3
SEED = 31
