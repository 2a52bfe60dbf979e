from mindspore import nn

from encoder import LiteEncoder
from head import SegHead

NUM_CLASSES = 2  # background, building
IMAGE_SIZE = 64


class FootprintNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = LiteEncoder()
        self.head = SegHead(self.encoder.out_channels, NUM_CLASSES)  # ROOT

    def construct(self, x):
        return self.head(self.encoder(x))


class PixelCE(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, img, mask):
        logits = self.net(img)                          # (B, C, H, W)
        b, c = logits.shape[0], logits.shape[1]
        flat = logits.transpose(0, 2, 3, 1).reshape(-1, c)
        return self.ce(flat, mask.reshape(-1))
