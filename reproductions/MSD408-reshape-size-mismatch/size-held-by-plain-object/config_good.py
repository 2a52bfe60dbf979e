"""Model configuration: a hidden size of 32 split over 4 heads."""
HIDDEN = 32
HEADS = 4
HEAD_DIM = 8
