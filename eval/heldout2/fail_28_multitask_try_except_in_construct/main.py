import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class SharedTrunk(nn.Cell):
    def __init__(self, in_dim, width):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Dense(in_dim, width), nn.LayerNorm((width,)), nn.SiLU(),
            nn.Dense(width, width), nn.LayerNorm((width,)), nn.SiLU(),
        ])

    def construct(self, x):
        return self.net(x)


class MultiTaskNet(nn.Cell):
    """Molecular-property style model: one regression target and one auxiliary classification task."""

    def __init__(self, in_dim=64, width=128, num_aux_classes=3, aux_weight=0.3):
        super().__init__()
        self.trunk = SharedTrunk(in_dim, width)
        self.reg_head = nn.Dense(width, 1)
        self.aux_head = nn.Dense(width, num_aux_classes)
        self.mse = nn.MSELoss()
        self.ce = nn.CrossEntropyLoss()
        self.aux_weight = aux_weight

    def construct(self, x, y_reg, y_aux):
        h = self.trunk(x)
        loss = self.mse(self.reg_head(h).squeeze(-1), y_reg)
        try:  # ROOT
            aux = self.ce(self.aux_head(h), y_aux)
        except ValueError:
            aux = ops.zeros((), ms.float32)
        return loss + self.aux_weight * aux


def fingerprints(rng, n, dim=64):
    x = (rng.random((n, dim)) < 0.2).astype(np.float32)
    y_reg = (x[:, :8].sum(axis=1) - 1.6 + rng.normal(0, 0.1, n)).astype(np.float32)
    y_aux = np.clip(x[:, 8:16].sum(axis=1).astype(np.int32) - 1, 0, 2).astype(np.int32)
    return Tensor(x), Tensor(y_reg), Tensor(y_aux)


rng = np.random.default_rng(0)
net = MultiTaskNet()
train = nn.TrainOneStepCell(net, nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3))
train.set_train()
for epoch in range(3):
    loss = train(*fingerprints(rng, 128))
    print(f"epoch {epoch}: {loss.asnumpy():.4f}")
