import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import CharNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    dataset = make_dataset()
    net = CharNet(len(config.CHARSET))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), config.LR), metrics={"acc": nn.Accuracy()})
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("character accuracy", model.eval(dataset, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
