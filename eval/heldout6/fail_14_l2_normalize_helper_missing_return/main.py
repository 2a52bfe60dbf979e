import mindspore as ms
import numpy as np
from mindspore import nn

from model import FewShotNet


def episode(n_way=5, k_shot=2, dim=20, seed=0):
    rng = np.random.default_rng(seed)
    protos = rng.normal(size=(n_way, dim))
    x = np.concatenate([protos + 0.1 * rng.normal(size=(k_shot, n_way, dim))[i] for i in range(k_shot)])
    y = np.tile(np.arange(n_way), k_shot)
    return ms.Tensor(x.astype(np.float32)), ms.Tensor(y.astype(np.int32))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = episode()
    net = FewShotNet()
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)

    def forward(a, b):
        return loss_fn(net(a), b)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for step in range(2):
        loss, grads = grad_fn(x, y)
        opt(grads)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
