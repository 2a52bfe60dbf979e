import numpy as np
import mindspore as ms
from mindspore import nn

import config
from corpus import CharVocab, synthetic_lyrics
from data import make_loader
from model import CharLSTM, NextCharLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    text = synthetic_lyrics(60, config.SEED)
    vocab = CharVocab(text)
    loader = make_loader(text, vocab)
    net = CharLSTM(len(vocab), config.EMBED, config.HIDDEN)
    step = nn.TrainOneStepCell(NextCharLoss(net), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        losses = [float(step(x, y)) for x, y in loader.create_tuple_iterator()]
        print(f"epoch {epoch} bits/char {np.mean(losses) / np.log(2):.3f}")


if __name__ == "__main__":
    main()
