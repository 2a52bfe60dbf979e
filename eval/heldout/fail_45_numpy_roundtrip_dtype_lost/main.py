import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def l2_normalize_np(a, eps=1e-8):
    return a / (np.linalg.norm(a, axis=-1, keepdims=True) + eps)


class CosineClassifier(nn.Cell):
    """Embedding network + cosine-similarity classifier (normalised embeddings)."""

    def __init__(self, in_dim=24, emb_dim=16, n_cls=4, scale=10.0):
        super().__init__()
        self.embed = nn.SequentialCell(nn.Dense(in_dim, 32), nn.ReLU(), nn.Dense(32, emb_dim))
        self.prototypes = nn.Dense(emb_dim, n_cls, has_bias=False)
        self.scale = scale

    def construct(self, x):
        emb = self.embed(x)
        emb = ms.Tensor(l2_normalize_np(emb.asnumpy()), ms.float32)  # ROOT
        return self.scale * self.prototypes(emb)


net = CosineClassifier()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
x = ms.Tensor(np.random.randn(16, 24).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, 16).astype(np.int32))
w_before = net.embed[0].weight.asnumpy().copy()
for i in range(5):
    loss = train(x, y)
print("loss", float(loss))
print("embedding network updated:", not np.allclose(w_before, net.embed[0].weight.asnumpy()))
