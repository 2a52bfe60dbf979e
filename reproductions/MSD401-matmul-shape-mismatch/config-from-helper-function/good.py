"""The classifier takes the 64 pooled mel features."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def default_config():
    return {
        "n_mels": 64,
        "pooled": 64,
        "classes": 6,
    }


class ClipClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.head = nn.Dense(cfg["pooled"], cfg["classes"])

    def construct(self, spec):
        return self.head(spec.mean(axis=-1))


if __name__ == "__main__":
    spec = ms.Tensor(np.random.randn(3, 64, 20), ms.float32)
    print(ClipClassifier(default_config())(spec).shape)
