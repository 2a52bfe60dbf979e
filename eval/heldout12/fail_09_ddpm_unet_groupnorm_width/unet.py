from mindspore import nn, ops

from blocks import ResBlock, timestep_embedding
from config import BASE_CHANNELS, CHANNEL_MULT, IN_CHANNELS, TIME_EMB_DIM


class TinyUNet(nn.Cell):
    def __init__(self):
        super().__init__()
        chs = [BASE_CHANNELS * m for m in CHANNEL_MULT]
        self.temb = nn.SequentialCell(nn.Dense(TIME_EMB_DIM, TIME_EMB_DIM), nn.SiLU(),
                                      nn.Dense(TIME_EMB_DIM, TIME_EMB_DIM))
        self.stem = nn.Conv2d(IN_CHANNELS, chs[0], 3, pad_mode="same")
        self.down1 = ResBlock(chs[0], chs[0], TIME_EMB_DIM)
        self.pool = nn.AvgPool2d(2, 2)
        self.mid = ResBlock(chs[0], chs[1], TIME_EMB_DIM)
        self.up = nn.Conv2dTranspose(chs[1], chs[0], 2, stride=2)
        self.up1 = ResBlock(chs[0] * 2, chs[0], TIME_EMB_DIM)
        self.out = nn.Conv2d(chs[0], IN_CHANNELS, 3, pad_mode="same")

    def construct(self, x, t):
        temb = self.temb(timestep_embedding(t, TIME_EMB_DIM))
        h1 = self.down1(self.stem(x), temb)
        h = self.mid(self.pool(h1), temb)
        h = self.up1(ops.cat([self.up(h), h1], axis=1), temb)
        return self.out(h)
