import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def make_regression_data(n=64, d=6, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    w = rng.normal(size=(d, 1))
    y = X @ w + 0.1 * rng.normal(size=(n, 1))
    return X, y.astype(np.float32)


class MLPRegressor(nn.Cell):
    def __init__(self, d_in, hidden=(32, 16)):
        super().__init__()
        layers = []
        prev = d_in
        for h in hidden:
            layers += [nn.Dense(prev, h), nn.Tanh()]
            prev = h
        layers.append(nn.Dense(prev, 1))
        self.net = nn.SequentialCell(layers)

    def construct(self, x):
        return self.net(x)


X, y = make_regression_data()
model = MLPRegressor(X.shape[1])
trainer = nn.TrainOneStepCell(nn.WithLossCell(model, nn.MSELoss()), nn.Adam(model.trainable_params(), 1e-2))
for epoch in range(3):
    for i in range(0, len(X), 16):
        xb = ms.Tensor(X[i:i + 16])  # ROOT
        yb = ms.Tensor(y[i:i + 16])
        loss = trainer(xb, yb)
    print("epoch", epoch, "loss", loss)
