from mindspore import nn, ops


class UpsampleHead(nn.Cell):
    def __init__(self, cin, classes, size=None, scale_factor=None):
        super().__init__()
        self.classify = nn.Conv2d(cin, classes, 1)
        self.size = size
        self.scale_factor = scale_factor

    def construct(self, feats):
        logits = self.classify(feats)
        return ops.interpolate(logits, size=self.size, scale_factor=self.scale_factor, mode="bilinear")
