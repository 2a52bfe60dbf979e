"""A span head masks padded positions with a helper `mask_padding(scores, pad_mask)`, but one
call gives the arguments the other way round: `masked_fill` gets the float logits as its mask.
The line to change is that call, not the helper."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def mask_padding(scores, pad_mask):
    return ops.masked_fill(scores, pad_mask, -1e4)


class SpanHead(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.start = nn.Dense(dim, 1)
        self.end = nn.Dense(dim, 1)

    def construct(self, h, pad_mask):
        start = self.start(h).squeeze(-1)
        end = self.end(h).squeeze(-1)
        start = mask_padding(pad_mask, start)  # expect: MSD503
        end = mask_padding(end, pad_mask)
        return start + end


if __name__ == "__main__":
    np.random.seed(0)
    h = ms.Tensor(np.random.randn(2, 5, 8).astype(np.float32))
    pad = ms.Tensor(np.array([[0, 0, 0, 1, 1], [0, 0, 0, 0, 1]], np.bool_))
    print(SpanHead(8)(h, pad).shape)
