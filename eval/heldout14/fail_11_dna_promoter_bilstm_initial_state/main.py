import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_datasets
from model import PromoterBiLSTM


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train, test = make_datasets()
    net = PromoterBiLSTM(config)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=5e-3),
                  metrics={"accuracy": nn.Accuracy(), "precision": nn.Precision()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(model.eval(test, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
