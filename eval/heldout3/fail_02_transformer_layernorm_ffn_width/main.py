import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import EncoderConfig
from model import TextClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)
np.random.seed(1)


def main():
    cfg = EncoderConfig()
    model = TextClassifier(cfg)
    model.set_train(False)
    ids = ms.Tensor(np.random.randint(0, cfg.vocab_size, (cfg.batch_size, cfg.seq_len)).astype(np.int32))
    logits = model(ids)
    print("pred", logits.argmax(axis=-1))


if __name__ == "__main__":
    main()
