"""Text encoder (embedding -> mean pooling -> MLP) that logs every forward
pass for debugging.

Fixed: `print` in construct is compiled into a Print operator and runs at
every forward pass.
"""
import logging

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
logger = logging.getLogger("text_encoder")


class TextEncoder(nn.Cell):
    def __init__(self, vocab=50, dim=16, out_dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.proj = nn.SequentialCell([nn.Dense(dim, 32), nn.GELU(), nn.Dense(32, out_dim)])

    def construct(self, tokens):
        print("TextEncoder forward: tokens", tokens.shape)
        h = self.embed(tokens).mean(axis=1)
        return self.proj(h)


if __name__ == "__main__":
    np.random.seed(0)
    model = TextEncoder()
    tokens = ms.Tensor(np.random.randint(0, 50, (4, 10)), ms.int32)
    for step in range(3):
        out = model(tokens)
        print(f"step {step}: output {out.shape}", flush=True)
