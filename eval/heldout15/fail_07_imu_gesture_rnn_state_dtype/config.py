import mindspore as ms

NUM_GESTURES = 4          # swipe-left, swipe-right, circle, shake
CHANNELS = 6              # 3-axis accelerometer + 3-axis gyroscope
STEPS = 40                # 0.8 s at 50 Hz
HIDDEN = 32
LABEL_DTYPE = ms.int32
STATE_DTYPE = "float32"  # ROOT
BATCH_SIZE = 8
NUM_RECORDINGS = 64
EPOCHS = 2
LR = 5e-3
