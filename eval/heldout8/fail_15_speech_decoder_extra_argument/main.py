import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import LAS

FEAT_DIM, VOCAB = 13, 20


class SpellerLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, feats, feat_mask, tokens, token_mask):
        logits = self.net(feats, feat_mask, tokens[:, :-1], token_mask[:, :-1])
        tgt = tokens[:, 1:].reshape(-1)
        w = token_mask[:, 1:].reshape(-1)
        return (self.ce(logits.reshape(-1, VOCAB), tgt) * w).sum() / w.sum()


def make_utterances(rng, batch=2, frames=15, max_tokens=7):
    feats = rng.standard_normal((batch, frames, FEAT_DIM)).astype(np.float32)
    feat_mask = np.ones((batch, frames), np.float32)
    feat_mask[1, 11:] = 0
    tokens = rng.integers(1, VOCAB, size=(batch, max_tokens)).astype(np.int32)
    token_mask = np.ones((batch, max_tokens), np.float32)
    token_mask[0, 5:] = 0
    return [Tensor(a) for a in (feats, feat_mask, tokens, token_mask)]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = LAS(FEAT_DIM, VOCAB)
    step = nn.TrainOneStepCell(SpellerLoss(net), nn.Adam(net.trainable_params(), learning_rate=1e-3))
    for i in range(2):
        print("step", i, "loss", step(*make_utterances(rng)))


if __name__ == "__main__":
    main()
