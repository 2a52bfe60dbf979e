"""A tagger whose targets blank out padding by multiplying the int32 tags with a float32 mask in
NumPy; NumPy promotes the product to float64, which the loss rejects as labels."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

TAGS = 5


def make_targets(tags, lengths):
    keep = (np.arange(tags.shape[1])[None, :] < lengths[:, None]).astype(np.float32)
    return tags * keep  # expect: MSD507


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(20, 8)
        self.out = nn.Dense(8, TAGS)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, ids, targets):
        logits = self.out(self.embed(ids))
        return self.loss(logits.reshape(-1, TAGS), targets.reshape(-1))


if __name__ == "__main__":
    ids = np.array([[3, 4, 5, 0], [6, 7, 0, 0]], np.int32)
    tags = np.array([[1, 2, 3, 0], [4, 1, 0, 0]], np.int32)
    targets = Tensor(make_targets(tags, np.array([3, 2])))
    print(Tagger()(Tensor(ids), targets))
