"""Pre-train a glyph encoder on a base alphabet, then adapt to a new alphabet with 3-shot prototypes."""
import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

from glyphs import make_alphabet
from protonet import GlyphEncoder, FewShotClassifier

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
N_BASE, N_NOVEL, SHOTS = 8, 5, 3


EVAL_BATCH = 10


def accuracy(net, x, y):
    net.set_train(False)
    preds = [net(ms.Tensor(x[s:s + EVAL_BATCH])).asnumpy().argmax(1) for s in range(0, len(y), EVAL_BATCH)]
    return float((np.concatenate(preds) == y).mean())


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(0)
    xb, yb = make_alphabet(N_BASE, 10, seed=1)
    net = FewShotClassifier(GlyphEncoder(), N_BASE)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=3e-3))
    rng = np.random.default_rng(0)
    for epoch in range(15):
        step.set_train()
        order = rng.permutation(len(yb))
        for s in range(0, len(order), 10):
            idx = order[s:s + 10]
            step(ms.Tensor(xb[idx]), ms.Tensor(yb[idx]))
    print(f"base alphabet accuracy: {accuracy(net, xb, yb):.3f}")

    xn, yn = make_alphabet(N_NOVEL, SHOTS + 6, seed=2)
    support = np.concatenate([np.arange(c * (SHOTS + 6), c * (SHOTS + 6) + SHOTS) for c in range(N_NOVEL)])
    query = np.setdiff1d(np.arange(len(yn)), support)
    net.encoder.set_train(False)
    emb = net.encoder(ms.Tensor(xn[support])).asnumpy()
    net.prototypes = ms.Tensor(np.stack([emb[yn[support] == c].mean(0) for c in range(N_NOVEL)]))
    print(f"new alphabet {SHOTS}-shot query accuracy: {accuracy(net, xn[query], yn[query]):.3f}")


if __name__ == "__main__":
    main()
