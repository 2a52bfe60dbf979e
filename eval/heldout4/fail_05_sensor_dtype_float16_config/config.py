"""Settings for the vibration anomaly classifier."""
NUM_CHANNELS = 3          # accelerometer x/y/z
WINDOW = 16
HIDDEN = 32
NUM_CLASSES = 2
BATCH_SIZE = 8
EPOCHS = 2
LR = 1e-3
# Sensor windows are stored in half precision to keep the host buffers small.
INPUT_DTYPE = "float16"  # ROOT
