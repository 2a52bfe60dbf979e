"""Train a tiny keyword-spotting MLP, prune 85% of its weights for a microcontroller, report the damage."""
import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

from features import make_split, KEYWORDS, MELS, FRAMES
from pruning import prune_by_magnitude
from sparse_layers import TinyKWS

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def logits(net, x):
    net.set_train(False)
    return net(ms.Tensor(x)).asnumpy()


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(0)
    xtr, ytr = make_split(160, seed=0)
    xva, yva = make_split(40, seed=1)
    net = TinyKWS(MELS * FRAMES, 64, len(KEYWORDS))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=2e-3))
    for epoch in range(5):
        step.set_train()
        for s in range(0, len(ytr), 20):
            step(ms.Tensor(xtr[s:s + 20]), ms.Tensor(ytr[s:s + 20]))
    dense_logits = logits(net, xva)
    print(f"dense accuracy: {(dense_logits.argmax(1) == yva).mean():.3f}")
    sparsity = prune_by_magnitude(net, 0.85)
    pruned_logits = logits(net, xva)
    print(f"pruned to {sparsity:.0%} sparsity, accuracy: {(pruned_logits.argmax(1) == yva).mean():.3f}")
    print(f"mean |logit change| after pruning: {np.abs(pruned_logits - dense_logits).mean():.4f}")


if __name__ == "__main__":
    main()
