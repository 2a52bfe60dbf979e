from mindspore import nn, ops

import config


class UpdateBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.conv = nn.Conv2d(ch + 1, ch, 3, pad_mode="same")
        self.delta = nn.Conv2d(ch, 1, 3, pad_mode="same")

    def construct(self, feat, depth):
        h = ops.relu(self.conv(ops.concat((feat, depth), axis=1)))
        return ops.tanh(self.delta(h))


class DepthRefiner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Conv2d(3, config.FEAT_CH, 3, pad_mode="same")
        self.update = UpdateBlock(config.FEAT_CH)
        self.step = config.REFINE["step_size"]

    def construct(self, image, init_depth, num_iters):
        feat = ops.relu(self.encoder(image))
        depth = init_depth
        for _ in range(num_iters):
            depth = depth + self.step * self.update(feat, depth)
        return depth
