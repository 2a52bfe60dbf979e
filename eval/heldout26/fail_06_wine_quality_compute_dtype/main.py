import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from data import build_dataset
from model import WineQualityMLP


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    ds.config.set_seed(config.SEED)
    net = WineQualityMLP(len(config.FEATURES), config.HIDDEN, len(config.BANDS))
    loss = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"accuracy": Accuracy()})
    train_ds = build_dataset(config.SEED)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("train accuracy", model.eval(train_ds, dataset_sink_mode=False)["accuracy"])


if __name__ == "__main__":
    main()
