"""Classifier head reading its sizes from a config dict, keys spelt right."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

CONFIG = {"hidden": 8, "classes": 3, "temperature": 2.0}


class Head(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.fc = nn.Dense(cfg["hidden"], cfg["classes"])

    def construct(self, x):
        return self.fc(x) / self.cfg["temperature"]


if __name__ == "__main__":
    np.random.seed(0)
    print(Head(CONFIG)(ms.Tensor(np.random.randn(2, 8), ms.float32)).shape)
