import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import load_regions
from model import LayoutNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    crops, labels = load_regions(rng)

    net = LayoutNet(config.STAGES, len(config.REGION_TYPES))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(net.trainable_params(), learning_rate=config.LR, momentum=0.9)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
    train_step.set_train()

    for step in range(config.STEPS):
        lo = step * config.BATCH_SIZE
        xb = Tensor(crops[lo:lo + config.BATCH_SIZE])
        yb = Tensor(labels[lo:lo + config.BATCH_SIZE])
        print(f"step {step}: loss {float(train_step(xb, yb)):.4f}")


if __name__ == "__main__":
    main()
