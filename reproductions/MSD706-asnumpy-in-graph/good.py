"""Box regressor: a small MLP predicts normalised (cx, cy, w, h) boxes that
are clipped to [0, 1] before the L1 loss.

Fixed: the clip is `ops.clamp`, a graph operator with a gradient.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class BoxRegressor(nn.Cell):
    def __init__(self, dim=16, hidden=32):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, 4)])

    def construct(self, feats):
        boxes = self.mlp(feats)
        return ops.clamp(boxes, 0.0, 1.0)


class BoxLoss(nn.Cell):
    def __init__(self, regressor):
        super().__init__()
        self.regressor = regressor

    def construct(self, feats, target):
        return ops.abs(self.regressor(feats) - target).mean()


if __name__ == "__main__":
    np.random.seed(0)
    ms.set_seed(0)
    loss_net = BoxLoss(BoxRegressor())
    optimizer = nn.SGD(loss_net.trainable_params(), learning_rate=0.1)
    grad_fn = ms.value_and_grad(loss_net, None, optimizer.parameters)
    feats = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
    target = ms.Tensor(np.random.rand(8, 4).astype(np.float32))
    for step in range(5):
        loss, grads = grad_fn(feats, target)
        optimizer(grads)
        grad_norm = sum(float((g * g).sum().asnumpy()) for g in grads) ** 0.5
        print(f"step {step}: loss {float(loss.asnumpy()):.4f}, grad norm {grad_norm:.4f}")
