IMAGE_SIZE = 28
IN_CHANNELS = 1
CONV_CHANNELS = (6, 16)
KERNEL = 5
POOL = 2
NUM_CLASSES = 10


def feature_map_size():
    size = IMAGE_SIZE
    for _ in CONV_CHANNELS:
        size = size - KERNEL + 1  # ROOT
    return size


FLAT_FEATURES = CONV_CHANNELS[-1] * feature_map_size() ** 2
