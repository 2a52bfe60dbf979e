import mindspore as ms
from mindspore.train import LossMonitor

import config
from data import make_datasets
from model import ChurnNet
from trainer import build_model


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train, val = make_datasets()
    net = ChurnNet(len(config.FEATURES), config.HIDDEN)
    model = build_model(net)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("validation", model.eval(val, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
