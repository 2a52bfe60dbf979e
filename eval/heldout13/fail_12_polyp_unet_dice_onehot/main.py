import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_loader
from model import DiceCELoss, TinyUNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)


def main():
    net = TinyUNet(config.BASE, config.NUM_CLASSES)
    loss_net = DiceCELoss(net, config.NUM_CLASSES)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    model = Model(loss_net, optimizer=opt)
    model.train(config.EPOCHS, make_loader(16), callbacks=[LossMonitor(2)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
