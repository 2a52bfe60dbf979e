import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import load_customers, featurize
from layers import DeepCrossNet


def batches(x, y, size, rng):
    order = rng.permutation(len(y))
    for i in range(0, len(order) - size + 1, size):
        idx = order[i:i + size]
        yield ms.Tensor(x[idx]), ms.Tensor(y[idx])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    numeric, plan, churn = load_customers(config.SEED)
    x = featurize(numeric, plan)
    print(f"customers: {len(churn)}, churn rate {churn.mean():.3f}")

    net = DeepCrossNet(x.shape[1], config.N_CROSS, config.DEEP_UNITS)
    loss_fn = nn.BCEWithLogitsLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(a, b):
        return loss_fn(net(a), b)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(a, b):
        loss, grads = grad_fn(a, b)
        opt(grads)
        return loss

    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        losses = [float(train_step(a, b).asnumpy()) for a, b in batches(x, churn, config.BATCH_SIZE, rng)]
        print(f"epoch {epoch + 1}: bce {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
