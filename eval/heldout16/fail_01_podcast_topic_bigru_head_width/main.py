import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import make_datasets
from model import TopicClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train_ds, valid_ds = make_datasets()
    net = TopicClassifier(config.VOCAB_SIZE, config.EMBED_DIM, config.HIDDEN_SIZE,
                          config.NUM_TOPICS, bidirectional=config.BIDIRECTIONAL)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)
    model = Model(net, loss_fn, opt, metrics={"acc": nn.Accuracy()})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(4)])
    print("valid:", model.eval(valid_ds))


if __name__ == "__main__":
    main()
