"""A gradient monitor reads the gradients the training step returns, outside the graph."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = nn.SequentialCell(nn.Dense(4, 8), nn.ReLU(), nn.Dense(8, 1))
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    optimizer = nn.SGD(net.trainable_params(), 0.01)
    grad_fn = ms.value_and_grad(loss_net, None, optimizer.parameters)
    x = ms.Tensor(np.random.randn(6, 4), ms.float32)
    y = ms.Tensor(np.random.randn(6, 1), ms.float32)
    norms = []
    for _ in range(3):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        norms.append(float(ops.abs(grads[-2]).sum()))
    print("gradient norms recorded:", len(norms))
