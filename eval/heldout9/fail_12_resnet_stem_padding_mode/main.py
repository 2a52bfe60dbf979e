import numpy as np
import mindspore as ms
from mindspore import nn

from config import BACKBONE
from model import SmallResNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    images = rng.standard_normal((8, 3, 32, 32)).astype(np.float32)
    labels = rng.integers(0, BACKBONE["num_classes"], size=8).astype(np.int32)
    net = SmallResNet(**BACKBONE)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Momentum(net.trainable_params(), 0.05, 0.9))
    train.set_train()
    for step in range(3):
        print(f"step {step} loss {float(train(ms.Tensor(images), ms.Tensor(labels))):.4f}")


if __name__ == "__main__":
    main()
