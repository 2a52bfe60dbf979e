import numpy as np
import mindspore as ms
from mindspore import nn

import config as C
from model import ViT


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, C.CHANNELS, C.IMG_SIZE, C.IMG_SIZE)).astype(np.float32)
    y = rng.integers(0, C.NUM_CLASSES, size=8).astype(np.int32)
    net = ViT()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.AdamWeightDecay(net.trainable_params(), 1e-3))
    train.set_train()
    for step in range(3):
        print(f"step {step} loss {float(train(ms.Tensor(x), ms.Tensor(y))):.4f}")


if __name__ == "__main__":
    main()
