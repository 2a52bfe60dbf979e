import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import SpeakerClassifier

N_FEATS, HIDDEN, EMB, SPEAKERS = 20, 32, 16, 4


def utterances(batch, frames, rng):
    spk = rng.integers(0, SPEAKERS, batch)
    x = rng.standard_normal((batch, frames, N_FEATS)) + spk[:, None, None]
    return Tensor(x.astype(np.float32)), Tensor(spk.astype(np.int32))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = SpeakerClassifier(N_FEATS, HIDDEN, EMB, SPEAKERS)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
    for step in range(2):
        print("step", step, "loss", train(*utterances(4, 10, rng)))


if __name__ == "__main__":
    main()
