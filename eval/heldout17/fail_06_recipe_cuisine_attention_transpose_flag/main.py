import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import CUISINES, synthetic_recipes
from model import CuisineClassifier

VOCAB_SIZE = 120
EMBED_DIM = 32


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(12)
    ids, labels = synthetic_recipes(96, VOCAB_SIZE)
    train_ds = ds.NumpySlicesDataset({"ingredients": ids, "cuisine": labels}, shuffle=True).batch(16)
    net = CuisineClassifier(VOCAB_SIZE, EMBED_DIM, len(CUISINES))
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    model = Model(net, loss_fn, opt, metrics={"accuracy"})
    model.train(2, train_ds, callbacks=[LossMonitor(6)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
