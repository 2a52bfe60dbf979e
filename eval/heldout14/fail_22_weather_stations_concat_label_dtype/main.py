import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import rain_classifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    dataset = make_dataset()
    net = rain_classifier(len(config.FEATURES), len(config.RAIN_CLASSES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), config.LR), metrics={"acc": nn.Accuracy()})
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("both stations", model.eval(dataset, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
