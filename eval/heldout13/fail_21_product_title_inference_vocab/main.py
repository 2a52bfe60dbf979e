import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import TitleClassifier
from text import build_vocab, encode, synthetic_titles

ms.set_context(mode=ms.GRAPH_MODE)
CKPT = os.path.join(tempfile.gettempdir(), "title_classifier.ckpt")


def train(rng):
    titles, labels = synthetic_titles(config.BATCH_SIZE * config.STEPS, rng)
    vocab = build_vocab(titles)
    net = TitleClassifier(len(vocab), config.EMBED, len(config.CATEGORIES))
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.Adam(net.trainable_params(), 1e-2))
    ids = encode(titles, vocab)
    for s in range(config.STEPS):
        sl = slice(s * config.BATCH_SIZE, (s + 1) * config.BATCH_SIZE)
        loss = trainer(ms.Tensor(ids[sl]), ms.Tensor(labels[sl]))
    print(f"final train loss {float(loss.asnumpy()):.4f}")
    ms.save_checkpoint(net, CKPT)
    return vocab


def serve(vocab, titles):
    net = TitleClassifier(config.VOCAB_SIZE, config.EMBED, len(config.CATEGORIES))  # ROOT
    ms.load_param_into_net(net, ms.load_checkpoint(CKPT), strict_load=True)
    net.set_train(False)
    pred = net(ms.Tensor(encode(titles, vocab))).asnumpy().argmax(axis=1)
    return [config.CATEGORIES[p] for p in pred]


def main():
    rng = np.random.default_rng(3)
    try:
        vocab = train(rng)
        print(serve(vocab, ["wireless charger cable", "cast iron skillet", "plush robot kite"]))
    finally:
        if os.path.exists(CKPT):
            os.remove(CKPT)


if __name__ == "__main__":
    main()
