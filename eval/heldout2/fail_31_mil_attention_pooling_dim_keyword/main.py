import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from mil import GatedAttentionPool

ms.set_context(mode=ms.GRAPH_MODE)


class SlideClassifier(nn.Cell):
    """Whole-slide image classifier over pre-extracted patch embeddings."""

    def __init__(self, feat_dim=384, hidden=128, num_classes=2):
        super().__init__()
        self.reduce = nn.SequentialCell([nn.Dense(feat_dim, hidden), nn.ReLU(), nn.Dropout(p=0.25)])
        self.pool = GatedAttentionPool(hidden)
        self.cls = nn.Dense(hidden, num_classes)

    def construct(self, patches, mask):
        bag, _ = self.pool(self.reduce(patches), mask)
        return self.cls(bag)


def slides(rng, n, max_patches=64, feat_dim=384):
    feats = np.zeros((n, max_patches, feat_dim), np.float32)
    mask = np.zeros((n, max_patches), np.int32)
    labels = rng.integers(0, 2, size=n).astype(np.int32)
    for i in range(n):
        k = rng.integers(16, max_patches + 1)
        feats[i, :k] = rng.normal(size=(k, feat_dim)) + labels[i] * 0.2
        mask[i, :k] = 1
    return Tensor(feats), Tensor(mask), Tensor(labels)


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, patches, mask, labels):
        return self.ce(self.net(patches, mask), labels)


rng = np.random.default_rng(0)
net = SlideClassifier()
train = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), learning_rate=2e-4, weight_decay=1e-4))
train.set_train()
for epoch in range(3):
    print(f"epoch {epoch}: loss {train(*slides(rng, 8)).asnumpy():.4f}")
