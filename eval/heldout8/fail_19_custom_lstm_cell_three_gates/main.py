import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from cells import UnrolledLSTM

SEQ, FEAT, HIDDEN, CLASSES = 6, 3, 16, 4


class ActivityRecognizer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rnn = UnrolledLSTM(FEAT, HIDDEN, SEQ)
        self.fc = nn.Dense(HIDDEN, CLASSES)

    def construct(self, imu):
        return self.fc(self.rnn(imu))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = ActivityRecognizer()
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
    trainer.set_train()
    for step in range(2):
        imu = Tensor(rng.standard_normal((4, SEQ, FEAT)).astype(np.float32))
        y = Tensor(rng.integers(0, CLASSES, size=4).astype(np.int32))
        print("step", step, "loss", trainer(imu, y))


if __name__ == "__main__":
    main()
