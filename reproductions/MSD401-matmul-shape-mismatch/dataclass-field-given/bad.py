"""A sentiment head is configured with a dataclass; the run overrides `hidden` to 48 while the
encoder emits 64 features. The projection is built from the field and fails on the encoder's
output. The line to change is the override where the config object is made."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class HeadConfig:
    hidden: int = 64
    classes: int = 3


class SentimentNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = nn.Dense(20, 64)
        self.proj = nn.Dense(cfg.hidden, cfg.classes)

    def construct(self, x):
        return self.proj(ops.tanh(self.encoder(x)))


def main():
    cfg = HeadConfig(hidden=48)  # expect: MSD401
    net = SentimentNet(cfg)
    print(net(ms.Tensor(np.random.randn(5, 20), ms.float32)).shape)


if __name__ == "__main__":
    main()
