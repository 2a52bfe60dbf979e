import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config
from signals import build_windows
from model import BearingMLP


def batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield ms.Tensor(x[idx]), ms.Tensor(y[idx])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = build_windows(config.SEED)
    print("windows:", x.shape, "classes:", np.bincount(y))

    net = BearingMLP(x.shape[1], config.NUM_CLASSES)
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(feats, labels):
        return loss_fn(net(feats), labels)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(feats, labels):
        loss, grads = grad_fn(feats, labels)
        optimizer(grads)
        return loss

    rng = np.random.default_rng(config.SEED)
    for epoch in range(config.EPOCHS):
        losses = [float(train_step(xb, yb).asnumpy()) for xb, yb in batches(x, y, config.BATCH_SIZE, rng)]
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")

    net.set_train(False)
    pred = ops.argmax(net(ms.Tensor(x)), dim=1).asnumpy()
    print("train accuracy:", float((pred == y).mean()))


if __name__ == "__main__":
    main()
