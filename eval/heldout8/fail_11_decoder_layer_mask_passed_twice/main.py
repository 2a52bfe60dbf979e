import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import ImageToLatex

VOCAB = 30


class TeacherForcingLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, image, tokens):
        logits = self.net(image, tokens[:, :-1])
        return self.ce(logits.reshape(-1, logits.shape[-1]), tokens[:, 1:].reshape(-1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = ImageToLatex(VOCAB)
    trainer = nn.TrainOneStepCell(TeacherForcingLoss(net), nn.Adam(net.trainable_params(), 1e-3))
    for step in range(2):
        img = Tensor(rng.standard_normal((2, 1, 16, 32)).astype(np.float32))
        toks = Tensor(rng.integers(1, VOCAB, size=(2, 9)).astype(np.int32))
        print("step", step, trainer(img, toks))


if __name__ == "__main__":
    main()
