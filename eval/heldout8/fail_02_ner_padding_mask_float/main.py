import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor

from data import SENTENCES, TAGS, batches, build_vocab
from losses import MaskedTokenLoss
from model import BiLSTMTagger

CONFIG = {"batch_size": 2, "lr": 0.01, "epochs": 1}


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    vocab = build_vocab(SENTENCES)
    tagger = BiLSTMTagger(len(vocab), len(TAGS))
    loss_cell = MaskedTokenLoss(tagger)
    opt = nn.Adam(tagger.trainable_params(), learning_rate=CONFIG["lr"])
    train_step = nn.TrainOneStepCell(loss_cell, opt)
    train_step.set_train()
    for epoch in range(CONFIG["epochs"]):
        for ids, tags, mask in batches(CONFIG["batch_size"]):
            loss = train_step(Tensor(ids), Tensor(tags), Tensor(mask))
            print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
