import os
import tempfile

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model

from data import VOCAB, reviews
from evaluation import evaluate

BEST_CKPT = os.path.join(tempfile.gettempdir(), "h17_sentiment_best.ckpt")


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.fc = nn.Dense(dim, 2)

    def construct(self, tokens):
        return self.fc(ops.mean(self.embed(tokens), axis=1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    x_train, y_train = reviews(128)
    x_val, y_val = reviews(32, seed=1)
    train_ds = ds.NumpySlicesDataset({"tokens": x_train, "label": y_train}, shuffle=True).batch(16)
    net = BagOfEmbeddings(VOCAB)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-2))
    best = -1.0
    try:
        for epoch in range(2):
            model.train(1, train_ds)
            acc = evaluate(net, ms.Tensor(x_val), y_val)
            print("epoch %d  val_acc %.3f" % (epoch, acc))
            if acc > best:
                best = acc
                ms.save_checkpoint(net, BEST_CKPT, append_dict={"epoch": epoch, "val_acc": acc})
    finally:
        if os.path.exists(BEST_CKPT):
            os.remove(BEST_CKPT)
    print("best val_acc %.3f" % best)


if __name__ == "__main__":
    main()
