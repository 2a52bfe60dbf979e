import numpy as np
import mindspore as ms
from mindspore import nn

from loader import read_images, batches, CLASSES
from net import SmallFlowerNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    imgs, labels = read_images(48)
    net = SmallFlowerNet(len(CLASSES))
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss(label_smoothing=0.1))
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    train = nn.TrainOneStepCell(loss_net, opt)
    train.set_train()
    rng = np.random.default_rng(0)
    for i, (x, y) in enumerate(batches(imgs, labels, 16, rng)):
        loss = train(ms.Tensor(x), ms.Tensor(y))
        print(f"batch {i} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
