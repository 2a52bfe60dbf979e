import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.train import Model, LossMonitor

import config
from data import verse_dataset
from vocab import build_vocab


class MeterTagger(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, config.EMBED_DIM, padding_idx=0)
        self.rnn = nn.LSTM(config.EMBED_DIM, config.HIDDEN, batch_first=True)
        self.out = nn.Dense(config.HIDDEN, len(config.METERS))

    def construct(self, ids):
        h, _ = self.rnn(self.embed(ids))
        return self.out(ops.mean(h, axis=1))


def main():
    ms.set_seed(config.SEED)
    vocab = build_vocab()
    print("vocabulary size:", len(vocab.vocab()))
    train = verse_dataset(vocab, 96, config.SEED)
    test = verse_dataset(vocab, 32, config.SEED + 1, shuffle=False)
    net = MeterTagger(len(vocab.vocab()))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"accuracy"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(6)])
    print("test:", model.eval(test))


if __name__ == "__main__":
    main()
