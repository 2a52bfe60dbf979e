import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from model import CodeSearchEncoder

VOCAB = 50


class InfoNCE(nn.Cell):
    def __init__(self, encoder, temperature=0.07):
        super().__init__()
        self.encoder = encoder
        self.temperature = temperature
        self.ce = nn.CrossEntropyLoss()

    def construct(self, q_ids, q_mask, c_ids, c_mask):
        q = ops.L2Normalize(axis=-1)(self.encoder(q_ids, q_mask))
        c = ops.L2Normalize(axis=-1)(self.encoder(c_ids, c_mask))
        logits = ops.matmul(q, c.T) / self.temperature
        labels = ops.arange(q.shape[0]).astype(ms.int32)
        return self.ce(logits, labels)


def make_batch(rng, batch, length):
    lens = rng.integers(3, length + 1, size=batch)
    ids = np.zeros((batch, length), np.int32)
    for i, n in enumerate(lens):
        ids[i, :n] = rng.integers(1, VOCAB, size=n)
    return Tensor(ids), Tensor((ids > 0).astype(np.float32))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(1)
    enc = CodeSearchEncoder(VOCAB)
    net = InfoNCE(enc)
    step = nn.TrainOneStepCell(net, nn.Adam(enc.trainable_params(), learning_rate=1e-3))
    step.set_train()
    for i in range(2):
        q_ids, q_mask = make_batch(rng, 4, 8)
        c_ids, c_mask = make_batch(rng, 4, 12)
        print("step", i, "loss", step(q_ids, q_mask, c_ids, c_mask))


if __name__ == "__main__":
    main()
