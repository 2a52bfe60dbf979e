import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import AestheticsNet
from optim import build_optimizer
from photos import synth_photos


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    imgs, scores = synth_photos(config.SEED)
    train = ds.NumpySlicesDataset({"image": imgs, "score": scores}, shuffle=True).batch(config.BATCH_SIZE)
    net = AestheticsNet()
    model = Model(net, nn.L1Loss(), build_optimizer(net), metrics={"mae": nn.MAE()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
