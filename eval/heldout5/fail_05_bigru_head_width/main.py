import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import IntentConfig
from model import IntentClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def fake_utterances(cfg, rng):
    ids = rng.integers(1, cfg.vocab_size, size=(cfg.batch_size, cfg.seq_len)).astype(np.int32)
    labels = rng.integers(0, cfg.num_intents, size=(cfg.batch_size,)).astype(np.int32)
    return ms.Tensor(ids), ms.Tensor(labels)


def main():
    cfg = IntentConfig()
    net = IntentClassifier(cfg)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train = nn.TrainOneStepCell(loss_net, nn.Momentum(net.trainable_params(), 0.01, 0.9))
    train.set_train()
    rng = np.random.default_rng(3)
    for step in range(2):
        ids, labels = fake_utterances(cfg, rng)
        print("step", step, "loss", train(ids, labels))


if __name__ == "__main__":
    main()
