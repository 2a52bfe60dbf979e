import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import TinyMobileNet

ms.set_context(mode=ms.GRAPH_MODE)

NUM_CLASSES = 4
IMAGE_SIZE = 32


def leaf_batch(batch_size, seed):
    rng = np.random.default_rng(seed)
    x = rng.random((batch_size, 3, IMAGE_SIZE, IMAGE_SIZE), dtype=np.float32)
    y = rng.integers(0, NUM_CLASSES, size=batch_size).astype(np.int32)
    return Tensor((x - 0.5) / 0.25), Tensor(y)


def main():
    net = TinyMobileNet(num_classes=NUM_CLASSES)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    opt = nn.RMSProp(net.trainable_params(), learning_rate=1e-3, decay=0.9, momentum=0.9)
    train_net = nn.TrainOneStepCell(loss_net, opt)
    train_net.set_train()
    for step in range(2):
        x, y = leaf_batch(4, step)
        print(f"step {step} loss {train_net(x, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
