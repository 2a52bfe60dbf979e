"""A text encoder is loaded from a checkpoint whose vocabulary had one reserved id (padding).
The vocabulary-size helper adds two, so the model's embedding table has a row more than the
checkpoint's and `load_param_into_net` rejects it. The line to change is the helper's return."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

WORDS = ["<pad>", "the", "a", "cat", "dog", "sat", "ran"]


def vocab_size(words):
    return len(words) + 2  # expect: MSD415


class Encoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim)

    def construct(self, ids):
        return self.proj(self.embed(ids))


def downloaded_checkpoint(shapes):
    """A checkpoint file from an earlier training run (written here so that the example runs)."""
    path = os.path.join(tempfile.mkdtemp(), "pretrained.ckpt")
    ms.save_checkpoint([{"name": n, "data": ms.Tensor(np.zeros(s, np.float32))} for n, s in shapes.items()], path)
    return path


if __name__ == "__main__":
    saved = downloaded_checkpoint({"embed.embedding_table": (len(WORDS) + 1, 8), "proj.weight": (8, 8), "proj.bias": (8,)})
    net = Encoder(vocab_size(WORDS), 8)
    ms.load_param_into_net(net, ms.load_checkpoint(saved))
    print(net(ms.Tensor([[1, 2]], ms.int32)).shape)
