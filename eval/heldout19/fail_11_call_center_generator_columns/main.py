import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config
from data import build_dataset


class EscalationNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(config.FRAME_DIM, 16)
        self.out = nn.Dense(16, 2)

    def construct(self, feats):
        return self.out(ops.relu(self.proj(feats)).mean(axis=1))


def main():
    ms.set_seed(config.SEED)
    net = EscalationNet()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
    grad_fn = ms.value_and_grad(lambda x, y: nn.CrossEntropyLoss()(net(x), y), None, opt.parameters)
    for step, batch in enumerate(build_dataset().create_tuple_iterator()):
        feats, labels = batch[0], batch[-1]
        loss, grads = grad_fn(feats, labels)
        opt(grads)
        print(f"step {step}: loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
