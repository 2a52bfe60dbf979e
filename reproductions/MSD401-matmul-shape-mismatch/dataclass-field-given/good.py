"""The head is configured for the 64 features the encoder emits."""
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
    cfg = HeadConfig(hidden=64)
    net = SentimentNet(cfg)
    print(net(ms.Tensor(np.random.randn(5, 20), ms.float32)).shape)


if __name__ == "__main__":
    main()
