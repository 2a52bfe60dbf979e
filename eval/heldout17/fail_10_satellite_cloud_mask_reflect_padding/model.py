from mindspore import nn

import config as C
from layers import ReflectConv


class CloudMaskNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc1 = ReflectConv(len(C.BANDS), C.WIDTH)
        self.enc2 = ReflectConv(C.WIDTH, C.WIDTH)
        self.head = nn.Conv2d(C.WIDTH, 1, 1)

    def construct(self, x):
        return self.head(self.enc2(self.enc1(x)))
