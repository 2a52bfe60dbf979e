import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import Tensor

import config as cfg
from features import batch_features
from model import KeywordCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    n = int(cfg.SAMPLE_RATE * cfg.CLIP_SECONDS)
    waves = rng.standard_normal((cfg.BATCH_SIZE, n)).astype(np.float32)
    net = KeywordCNN(cfg.NUM_CLASSES)
    net.set_train(False)
    feats = Tensor(batch_features(waves))
    probs = net(feats).softmax(axis=-1)
    print("predicted keywords:", probs.argmax(axis=-1))


if __name__ == "__main__":
    main()
