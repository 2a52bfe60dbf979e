import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import click_logs
from towers import TwoTower


def main():
    ms.set_seed(config.SEED)
    histories, targets = click_logs(np.random.default_rng(config.SEED))

    net = TwoTower(config.N_ARTICLES, config.EMBED, config.TOWER_HIDDEN, config.TEMPERATURE)
    ce = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(hist, target):
        return ce(net(hist), target)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(hist, target):
        loss, grads = grad_fn(hist, target)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        lo = step * config.BATCH_SIZE
        loss = train_step(Tensor(histories[lo:lo + config.BATCH_SIZE]), Tensor(targets[lo:lo + config.BATCH_SIZE]))
        print(f"step {step}: in-batch softmax loss {float(loss):.4f}")

    top5 = net(Tensor(histories[:4])).asnumpy().argsort(axis=1)[:, ::-1][:, :5]
    print("top-5 recommendations for 4 users:", top5.tolist())


if __name__ == "__main__":
    main()
