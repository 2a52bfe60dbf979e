import numpy as np
import mindspore as ms
from mindspore import nn, ops

from attention import SelfAttentionPool


class MultipleInstanceClassifier(nn.Cell):
    """Bag-of-instances classifier (e.g. histology tiles)."""

    def __init__(self, feat_dim=20, dim=16, n_cls=2):
        super().__init__()
        self.embed = nn.SequentialCell(nn.Dense(feat_dim, dim), nn.ReLU())
        self.attn = SelfAttentionPool(dim)
        self.cls = nn.Dense(dim, n_cls)

    def construct(self, bag, bag_mask):
        h = self.embed(bag)
        h = self.attn(h, h, h, bag_mask)  # ROOT
        pooled = (h * bag_mask[..., None]).sum(1) / bag_mask.sum(1, keepdims=True)
        return self.cls(pooled)


ms.set_context(mode=ms.GRAPH_MODE)
net = MultipleInstanceClassifier()
bags = ms.Tensor(np.random.randn(3, 12, 20).astype(np.float32))
mask = np.ones((3, 12), np.float32)
mask[2, 7:] = 0
logits = net(bags, ms.Tensor(mask))
print(logits)
