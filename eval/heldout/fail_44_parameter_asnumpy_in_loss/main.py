import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SparseLinearModel(nn.Cell):
    def __init__(self, n_in=20, n_out=1):
        super().__init__()
        self.fc = nn.Dense(n_in, n_out)

    def construct(self, x):
        return self.fc(x)


class L1RegularizedLoss(nn.Cell):
    def __init__(self, net, lam=0.5):
        super().__init__()
        self.net = net
        self.lam = lam
        self.mse = nn.MSELoss()

    def construct(self, x, y):
        data_loss = self.mse(self.net(x), y)
        l1 = ms.Tensor(np.abs(self.net.fc.weight.asnumpy()).sum(), ms.float32)  # ROOT
        return data_loss + self.lam * l1


rng = np.random.default_rng(0)
X = rng.normal(size=(64, 20)).astype(np.float32)
true_w = np.zeros((20, 1), np.float32)
true_w[:3] = 2.0
Y = (X @ true_w).astype(np.float32)

net = SparseLinearModel()
step = nn.TrainOneStepCell(L1RegularizedLoss(net), nn.SGD(net.trainable_params(), 0.01))
for i in range(50):
    loss = step(ms.Tensor(X), ms.Tensor(Y))
w = net.fc.weight.asnumpy().ravel()
print("final loss", float(loss), "| near-zero weights:", int((np.abs(w) < 1e-2).sum()), "of", w.size)
