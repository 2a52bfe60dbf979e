from mindspore import nn, ops

import config


class StereoNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encode = nn.SequentialCell([nn.Conv2d(1, config.FEATURES, 3, pad_mode="same"), nn.ReLU()])
        self.regress = nn.SequentialCell([nn.Conv2d(2 * config.FEATURES, config.FEATURES, 3, pad_mode="same"),
                                          nn.ReLU(), nn.Conv2d(config.FEATURES, 1, 3, pad_mode="same")])

    def construct(self, left, right):
        fused = ops.concat((self.encode(left), self.encode(right)), axis=1)
        return ops.relu(self.regress(fused)) * config.MAX_DISPARITY


class DisparityLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.smooth_l1 = nn.SmoothL1Loss()

    def construct(self, left, right, disparity):
        return self.smooth_l1(self.net(left, right), disparity).mean()
