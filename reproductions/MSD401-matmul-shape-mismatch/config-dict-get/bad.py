"""A click-through model embeds 4 fields of 8 values each and feeds their concatenation (32
features) to a tower whose input size is read with `cfg.get`. The config gives 24. The line to
change is the config entry."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

MODEL = {
    "vocab": 100,
    "embed_dim": 8,
    "tower_in": 24,  # expect: MSD401
}


class CTRModel(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.get("vocab", 1000), cfg.get("embed_dim", 8))
        self.tower = nn.Dense(cfg.get("tower_in", 32), 1)

    def construct(self, ids):
        e = self.embed(ids)
        return self.tower(e.reshape(e.shape[0], -1))


if __name__ == "__main__":
    ids = ms.Tensor(np.random.randint(0, 100, size=(6, 4)), ms.int32)
    print(CTRModel(MODEL)(ids).shape)
