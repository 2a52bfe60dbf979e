import mindspore as ms
import numpy as np

from resnet import TinyResNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = TinyResNet()
    net.set_train(False)
    x = ms.Tensor(np.random.default_rng(0).normal(size=(2, 3, 8, 8)).astype(np.float32))
    logits = net(x)
    print("predictions:", logits.argmax(axis=-1).asnumpy())


if __name__ == "__main__":
    main()
