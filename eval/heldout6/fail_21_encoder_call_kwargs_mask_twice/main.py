import mindspore as ms
import numpy as np
from mindspore import nn

from config import MODEL
from model import Classifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ids = np.array([[5, 9, 2, 0, 0], [7, 1, 3, 8, 4], [6, 6, 0, 0, 0]], dtype=np.int32)
    labels = np.array([0, 2, 1], dtype=np.int32)
    net = Classifier(**MODEL)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    for i in range(2):
        print("step", i, "loss", step(ms.Tensor(ids), ms.Tensor(labels)).asnumpy())


if __name__ == "__main__":
    main()
