import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import labeled_set, unlabeled_views, batches
from losses import sigmoid_rampup, consistency
from model import PlanktonNet


def main():
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    x_l, y_l = labeled_set(rng)
    u1, u2 = unlabeled_views(rng)

    net = PlanktonNet(config.NUM_CLASSES)
    ce = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(xl, yl, v1, v2, epoch):
        sup = ce(net(xl), yl)
        unsup = consistency(net(v1), net(v2))
        return sup + sigmoid_rampup(epoch) * unsup

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(xl, yl, v1, v2, epoch):
        loss, grads = grad_fn(xl, yl, v1, v2, epoch)
        optimizer(grads)
        return loss

    net.set_train()
    for epoch in range(config.EPOCHS):
        losses = []
        for xl, yl, v1, v2 in batches(x_l, y_l, u1, u2, rng):
            loss = train_step(ms.Tensor(xl), ms.Tensor(yl), ms.Tensor(v1), ms.Tensor(v2), epoch)  # ROOT
            losses.append(float(loss))
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")
    net.set_train(False)
    acc = (net(ms.Tensor(x_l)).argmax(axis=1).asnumpy() == y_l).mean()
    print(f"labeled-set accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
