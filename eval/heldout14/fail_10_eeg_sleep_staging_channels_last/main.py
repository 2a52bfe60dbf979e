import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_datasets
from model import SleepStager


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train, val = make_datasets()
    net = SleepStager(len(config.CHANNELS), len(config.STAGES))
    model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=nn.Adam(net.trainable_params(), 3e-3),
                  metrics={"acc": nn.Accuracy()})
    model.train(config.TRAIN_EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("validation", model.eval(val, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
