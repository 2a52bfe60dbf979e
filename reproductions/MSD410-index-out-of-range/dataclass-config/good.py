"""Next-item recommender whose item table has a row for every id, padding included."""
import numpy as np
import mindspore as ms
from mindspore import nn

from recsys_config_good import RecConfig

ms.set_context(mode=ms.GRAPH_MODE)


class NextItem(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.items = nn.Embedding(cfg.num_items, cfg.dim, padding_idx=0)
        self.mix = nn.Dense(cfg.dim, cfg.dim)
        self.score = nn.Dense(cfg.dim, cfg.num_items)

    def construct(self, history):
        pooled = self.items(history).mean(axis=1)
        return self.score(self.mix(pooled).tanh())


if __name__ == "__main__":
    cfg = RecConfig()
    rng = np.random.default_rng(0)
    history = rng.integers(0, 51, size=(4, cfg.history))
    history[0, -1] = 50
    print(NextItem(cfg)(ms.Tensor(history, ms.int32)).shape)
