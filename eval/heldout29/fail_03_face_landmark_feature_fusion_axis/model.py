from mindspore import nn, ops

import config


class TwoScaleLandmarkNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fine = nn.SequentialCell([nn.Conv2d(1, config.FINE_CH, 3, stride=2, pad_mode="same"), nn.ReLU(),
                                       nn.MaxPool2d(2, 2)])                       # 8x8
        self.coarse = nn.SequentialCell([nn.Conv2d(config.FINE_CH, config.COARSE_CH, 3, stride=2,
                                                   pad_mode="same"), nn.ReLU()])   # 4x4
        self.up = nn.Conv2dTranspose(config.COARSE_CH, config.COARSE_CH, 2, stride=2)
        self.fuse_axis = config.FUSE_AXIS
        self.head = nn.Dense((config.FINE_CH + config.COARSE_CH) * 8 * 8, 2 * config.N_LANDMARKS)

    def construct(self, face):
        f = self.fine(face)
        c = self.up(self.coarse(f))
        fused = ops.concat((f, c), axis=self.fuse_axis)
        return ops.sigmoid(self.head(ops.flatten(fused)))
