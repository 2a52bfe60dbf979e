import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import BagOfEmbeddings, ModelConfig
from tokenizer import WordVocab

ms.set_context(mode=ms.GRAPH_MODE)

REVIEWS = ["great battery and screen", "screen cracked after a week", "battery is fine", "terrible support"]
MAX_LEN = 6


def main():
    vocab = WordVocab(REVIEWS)
    mcfg = ModelConfig(vocab_size=len(vocab), dim=16)  # ROOT
    net = BagOfEmbeddings(mcfg)
    net.set_train(False)
    ids = np.array([vocab.encode(r, MAX_LEN) for r in REVIEWS], dtype=np.int32)
    logits = net(ms.Tensor(ids))
    print("predictions", logits.argmax(axis=1))


if __name__ == "__main__":
    main()
