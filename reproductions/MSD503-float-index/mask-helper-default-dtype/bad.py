"""A sentence encoder averages token vectors, filling padded positions with zero first. The
padding mask comes from a helper whose dtype parameter defaults to float32, and the caller does
not pass one; masked_fill needs a bool mask. The line to change is the helper's default."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from seq_masks import pad_positions

ms.set_context(mode=ms.GRAPH_MODE)


class MeanEncoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)

    def construct(self, ids, pad_mask):
        vectors = self.embed(ids)
        vectors = ops.masked_fill(vectors, pad_mask.expand_dims(-1), 0.0)
        return vectors.sum(1)


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(1, 30, size=(3, 7)), ms.int32)
    lengths = ms.Tensor([7, 4, 2], ms.int32)
    print(MeanEncoder(30, 8)(ids, pad_positions(lengths, 7)).shape)
