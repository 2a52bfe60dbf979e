IMAGE_SIZE = 32
NUM_CLASSES = 5
STEM_CHANNELS = 16
STAGES = [(32, 2), (64, 2)]  # (channels, stride)
CARDINALITY = 4

GROUPED_CONV = dict(kernel_size=3, pad_mode="pad", padding=1, has_bias=False, groups=CARDINALITY)  # ROOT
POINTWISE_CONV = dict(kernel_size=1, has_bias=False)

BATCH_SIZE = 4
LR = 0.05
MOMENTUM = 0.9
STEPS = 3
