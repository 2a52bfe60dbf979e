import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from config import CONFIG
from losses import build_loss
from model import FastTextRating
from reviews import review_loader


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(CONFIG["seed"])
    net = FastTextRating(CONFIG["vocab_size"], CONFIG["embed_dim"], CONFIG["num_ratings"])
    opt = nn.Adagrad(net.trainable_params(), learning_rate=CONFIG["lr"])
    model = Model(net, build_loss(), opt, metrics={"accuracy"})
    model.train(CONFIG["epochs"], review_loader(CONFIG, train=True), callbacks=[LossMonitor(4)])
    print("held-out:", model.eval(review_loader(CONFIG, train=False)))


if __name__ == "__main__":
    main()
