import numpy as np
import mindspore as ms
from mindspore import nn

import config as C
from model import LeNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = rng.random((16, C.IN_CHANNELS, C.IMAGE_SIZE, C.IMAGE_SIZE)).astype(np.float32)
    y = rng.integers(0, C.NUM_CLASSES, size=16).astype(np.int32)
    net = LeNet()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    logits = net(ms.Tensor(x))
    pred = logits.argmax(axis=1).asnumpy()
    print("initial accuracy", float((pred == y).mean()))
    print("initial loss", float(loss_fn(logits, ms.Tensor(y))))


if __name__ == "__main__":
    main()
