IMAGE_SIZE = 16
NUM_CLASSES = 5
BATCH_SIZE = 4
MEAN = (0.485, 0.456, 0.406)
STD = (0.229, 0.224, 0.225)
# images are decoded as HWC, the network wants CHW
TO_NCHW = (0, 2, 3, 1)  # ROOT
