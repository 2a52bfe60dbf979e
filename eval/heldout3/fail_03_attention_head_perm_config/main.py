import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from attention import MultiHeadAttention

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = MultiHeadAttention(config.D_MODEL, config.N_HEADS)
        self.norm = nn.LayerNorm((config.D_MODEL,))

    def construct(self, x):
        return self.norm(x + self.attn(x))


def main():
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((config.BATCH, config.SEQ_LEN, config.D_MODEL)).astype(np.float32))
    block = Block()
    out = block(x)
    print(out.shape, float(out.mean()))


if __name__ == "__main__":
    main()
