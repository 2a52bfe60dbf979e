"""Per-language output bias looked up in a dict by language id. The caller wraps the id in a
tensor before passing it in, so the dict lookup in construct gets a key known only when the
graph runs; as a Python int it would be a constant key."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

LANGUAGE_BIAS = {0: 0.0, 1: 0.3, 2: -0.2}


class Scorer(nn.Cell):
    def __init__(self, features=6):
        super().__init__()
        self.fc = nn.Dense(features, 1)
        self.bias = LANGUAGE_BIAS

    def construct(self, x, language):
        return self.fc(x) + self.bias[language]


if __name__ == "__main__":
    net = Scorer()
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 6)), ms.float32)
    language = 1
    print(net(x, language).shape)
