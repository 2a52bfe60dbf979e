"""Review classifier: the keep-mask is cast to the ids' dtype before it zeroes the padding."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from text_good import mask_padding

ms.set_context(mode=ms.GRAPH_MODE)
PAD = 0


class ReviewClassifier(nn.Cell):
    def __init__(self, vocab=50, dim=16, classes=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, classes)

    def construct(self, ids):
        ids, keep = mask_padding(ids, PAD)
        h = self.embed(ids) * keep[:, :, None]
        pooled = h.sum(1) / ops.maximum(keep.sum(1, keepdims=True), 1.0)
        return self.head(pooled)


if __name__ == "__main__":
    np.random.seed(0)
    ids = np.random.randint(1, 50, (4, 9)).astype(np.int32)
    ids[:, 6:] = PAD
    print(ReviewClassifier()(ms.Tensor(ids)).shape)
