import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from model import SiameseMatcher

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def pad(seqs, max_len):
    out = np.zeros((len(seqs), max_len), np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return ms.Tensor(out), ms.Tensor(np.array([len(s) for s in seqs], np.int32))


def main():
    queries = [[3, 4, 5], [7, 2]]
    docs = [[3, 4, 9, 9], [8, 1, 2]]
    q_ids, q_len = pad(queries, 4)
    d_ids, d_len = pad(docs, 5)
    labels = ms.Tensor(np.array([1.0, 0.0], np.float32))
    net = SiameseMatcher(vocab=12, dim=8)
    loss_fn = nn.BCEWithLogitsLoss()
    opt = nn.Adam(net.trainable_params(), 1e-2)

    def forward(*batch):
        return loss_fn(net(*batch[:4]), batch[4])

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for step in range(2):
        loss, grads = grad_fn(q_ids, q_len, d_ids, d_len, labels)
        opt(grads)
        print(step, loss)


if __name__ == "__main__":
    main()
