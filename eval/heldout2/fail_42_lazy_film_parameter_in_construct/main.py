import numpy as np
import mindspore as ms
from mindspore import nn

from layers import ConditionedMLP

ms.set_context(mode=ms.GRAPH_MODE)


class Regressor(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.HuberLoss()

    def construct(self, x, cond, y):
        return self.loss(self.net(x, cond), y)


def make_data(n=256, in_dim=12, cond_dim=4, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, in_dim)).astype(np.float32)
    cond = np.eye(cond_dim, dtype=np.float32)[rng.integers(0, cond_dim, n)]
    y = (x[:, :2].sum(1, keepdims=True) * (1 + cond.argmax(1)[:, None])).astype(np.float32)
    return x, cond, y


x, cond, y = make_data()
net = ConditionedMLP(12, 4, 64, 1)
train = nn.TrainOneStepCell(Regressor(net), nn.Adam(net.trainable_params(), 1e-3))
train.set_train()
for epoch in range(3):
    total = 0.0
    for i in range(0, len(x), 64):
        total += train(ms.Tensor(x[i:i + 64]), ms.Tensor(cond[i:i + 64]), ms.Tensor(y[i:i + 64])).asnumpy()
    print(f"epoch {epoch} loss {total / 4:.4f}")
