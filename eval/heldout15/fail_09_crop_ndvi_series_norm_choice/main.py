"""TempCNN crop classifier (Pelletier et al. 2019) on synthetic parcels."""
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from blocks import TempCNN
from phenology import parcels


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(4)
    x, y = parcels()
    train = ds.NumpySlicesDataset({"series": x, "crop": y}, shuffle=True).batch(config.BATCH)
    net = TempCNN(config.BANDS, config.WIDTHS, config.KERNEL, config.NORM, config.DROPOUT, len(config.CROPS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), config.LR, weight_decay=1e-4),
                  metrics={"accuracy"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)])
    print(model.eval(train))


if __name__ == "__main__":
    main()
