import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

import config
from corpus import CLAUSES
from data import encode, clause_dataset
from vocab import build_vocab


class ClauseClassifier(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, config.EMBED, padding_idx=0)
        self.out = nn.Dense(config.EMBED, len(config.CLAUSE_TYPES))

    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32)[..., None]
        pooled = (self.embed(ids) * mask).sum(axis=1) / ops.clamp(mask.sum(axis=1), min=1.0)
        return self.out(pooled)


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    sentences = [s for s, _ in CLAUSES]
    vocab = build_vocab(sentences)
    train = clause_dataset(encode(sentences, vocab), [c for _, c in CLAUSES])

    net = ClauseClassifier(len(vocab.vocab()))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR), metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("clause accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
