import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from data import tile_dataset
from model import CloudMaskNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(5)
    net = CloudMaskNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
    model = Model(net, loss_fn=nn.BCEWithLogitsLoss(), optimizer=opt)
    model.train(C.EPOCHS, tile_dataset(16), callbacks=[LossMonitor(2)])
    print("done: cloud mask model trained on", len(C.BANDS), "bands")


if __name__ == "__main__":
    main()
