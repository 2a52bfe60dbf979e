"""A keyword-spotting model configured by nested dataclasses: the frontend section's default
feature count is not what the feature extractor produces, and the first layer is built from it."""
from dataclasses import dataclass, field

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

N_MFCC = 20


@dataclass
class FrontendConfig:
    features: int = 20
    channels: int = 32


@dataclass
class ModelConfig:
    frontend: FrontendConfig = field(default_factory=FrontendConfig)
    keywords: int = 10


class KeywordNet(nn.Cell):
    def __init__(self, frontend, keywords):
        super().__init__()
        self.conv = nn.Conv1d(frontend.features, frontend.channels, 3, pad_mode="same", has_bias=True)
        self.head = nn.Dense(frontend.channels, keywords)

    def construct(self, mfcc):
        h = ops.relu(self.conv(mfcc))
        return self.head(h.mean(axis=-1))


cfg = ModelConfig()
net = KeywordNet(cfg.frontend, cfg.keywords)

if __name__ == "__main__":
    batch = ms.Tensor(np.random.randn(4, N_MFCC, 50).astype(np.float32))
    print(net(batch).shape)
