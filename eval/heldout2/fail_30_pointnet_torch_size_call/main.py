import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class SharedMLP(nn.Cell):
    """Per-point MLP implemented with kernel-size-1 convolutions."""

    def __init__(self, dims):
        super().__init__()
        layers = []
        for cin, cout in zip(dims[:-1], dims[1:]):
            layers += [nn.Conv1d(cin, cout, 1, has_bias=False), nn.BatchNorm1d(cout), nn.ReLU()]
        self.net = nn.SequentialCell(layers)

    def construct(self, x):
        return self.net(x)


class PointNetCls(nn.Cell):
    def __init__(self, num_classes=8):
        super().__init__()
        self.local = SharedMLP([3, 64, 64, 128, 256])
        self.head = nn.SequentialCell([
            nn.Dense(256, 128), nn.BatchNorm1d(128), nn.ReLU(), nn.Dropout(p=0.3),
            nn.Dense(128, num_classes),
        ])

    def construct(self, points):
        batch = points.size(0)  # ROOT
        feats = self.local(points.transpose(0, 2, 1))
        global_feat = feats.max(axis=2).reshape(batch, -1)
        return self.head(global_feat)


def sample_shapes(rng, n, num_points=256, num_classes=8):
    labels = rng.integers(0, num_classes, size=n)
    pts = rng.normal(size=(n, num_points, 3))
    pts /= np.linalg.norm(pts, axis=-1, keepdims=True)
    scale = 1.0 + 0.2 * labels[:, None, None] * np.array([1.0, 0.5, 0.25])
    return Tensor((pts * scale).astype(np.float32)), Tensor(labels.astype(np.int32))


rng = np.random.default_rng(0)
net = PointNetCls()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Adam(net.trainable_params(), learning_rate=1e-3))
train.set_train()
for epoch in range(3):
    pts, labels = sample_shapes(rng, 32)
    print(f"epoch {epoch}: loss {train(pts, labels).asnumpy():.4f}")
