import mindspore.nn as nn


class DensityFCN(nn.Cell):
    """Small fully-convolutional density regressor (MCNN-like single column)."""

    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(1, 16, 5, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(32, 16, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 1, 1),
        ])

    def construct(self, x):
        return self.body(x)
