import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from mixup import MixupLossCell
from model import make_cnn

ms.set_context(mode=ms.GRAPH_MODE)

NUM_CLASSES = 4


def main():
    np.random.seed(7)
    ms.set_seed(7)
    rng = np.random.default_rng(7)
    images = rng.random((6, 1, 12, 12), dtype=np.float32)
    labels = (np.arange(6) % NUM_CLASSES).astype(np.int32)
    net = make_cnn(NUM_CLASSES)
    train_net = nn.TrainOneStepCell(MixupLossCell(net, NUM_CLASSES), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    train_net.set_train()
    for step in range(4):
        loss = train_net(Tensor(images), Tensor(labels))
        print(f"step {step} mixup loss {loss.asnumpy():.5f}")


if __name__ == "__main__":
    main()
