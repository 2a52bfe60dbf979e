import mindspore as ms
import mindspore.nn as nn

from data import build_dataset
from labels import SPECIES


def make_net():
    return nn.SequentialCell(nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d((4, 4)),
                             nn.Flatten(), nn.Dense(8 * 16, len(SPECIES)))


def main():
    ms.set_seed(6)
    net = make_net()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
    for epoch in range(2):
        total = 0.0
        for spec, onehot in build_dataset().create_tuple_iterator():
            loss, grads = grad_fn(spec, onehot)
            opt(grads)
            total += float(loss.asnumpy())
        print(f"epoch {epoch}: loss {total:.4f}")


if __name__ == "__main__":
    main()
