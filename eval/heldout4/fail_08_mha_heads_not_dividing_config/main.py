import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import ModelConfig, TrainConfig
from model import SentimentTransformer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    mcfg, tcfg = ModelConfig(), TrainConfig()
    net = SentimentTransformer(mcfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=tcfg.lr))
    train.set_train()
    rng = np.random.default_rng(1)
    for step in range(tcfg.steps):
        ids = Tensor(rng.integers(0, mcfg.vocab_size, (tcfg.batch_size, mcfg.max_len)).astype(np.int32))
        y = Tensor(rng.integers(0, mcfg.num_labels, tcfg.batch_size).astype(np.int32))
        print(f"step {step}: loss={train(ids, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
