import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import Tensor

from model import TemporalPoolClassifier

CFG = dict(feat_dim=32, hidden=32, num_classes=6, clip_len=30, num_segments=8)


def fake_clips(batch, clip_len, feat_dim, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    feats = rng.standard_normal((batch, clip_len, feat_dim)).astype(np.float32)
    labels = rng.integers(0, num_classes, size=batch).astype(np.int32)
    return Tensor(feats), Tensor(labels)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = TemporalPoolClassifier(**CFG)
    net.set_train(False)
    correct = total = 0
    for batch in range(2):
        x, y = fake_clips(4, CFG["clip_len"], CFG["feat_dim"], CFG["num_classes"], seed=batch)
        pred = net(x).argmax(axis=-1)
        correct += int((pred == y).sum())
        total += y.shape[0]
    print(f"clip accuracy {correct / total:.3f}")


if __name__ == "__main__":
    main()
