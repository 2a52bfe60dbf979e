import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import MODEL, TRAIN
from model import SASRec


def sample_sessions(rng, batch_size, max_len, num_items):
    seq = rng.integers(1, num_items + 1, size=(batch_size, max_len)).astype(np.int32)
    target = rng.integers(1, num_items + 1, size=(batch_size,)).astype(np.int32)
    return Tensor(seq), Tensor(target)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(TRAIN["seed"])
    net = SASRec(**MODEL)
    trainer = nn.TrainOneStepCell(
        nn.WithLossCell(net, nn.CrossEntropyLoss()),
        nn.Adam(net.trainable_params(), learning_rate=TRAIN["lr"]),
    )
    trainer.set_train()
    for step in range(TRAIN["steps"]):
        seq, target = sample_sessions(rng, TRAIN["batch_size"], MODEL["max_len"], MODEL["num_items"])
        print(f"step {step}: loss={trainer(seq, target).asnumpy():.4f}")


if __name__ == "__main__":
    main()
