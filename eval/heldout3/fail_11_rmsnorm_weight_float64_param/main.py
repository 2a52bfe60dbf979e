import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from layers import MLPBlock, RMSNorm

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

DIM, HIDDEN, VOCAB = 16, 32, 20


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.blocks = nn.CellList([MLPBlock(DIM, HIDDEN) for _ in range(2)])
        self.norm = RMSNorm(DIM)
        self.lm_head = nn.Dense(DIM, VOCAB, has_bias=False)

    def construct(self, ids):
        h = self.embed(ids)
        for blk in self.blocks:
            h = blk(h)
        return self.lm_head(self.norm(h))


def main():
    ids = ms.Tensor(np.arange(12, dtype=np.int32).reshape(2, 6) % VOCAB)
    model = TinyLM()
    model.set_train(False)
    logits = model(ids)
    print(logits.shape, logits.argmax(-1))


if __name__ == "__main__":
    main()
