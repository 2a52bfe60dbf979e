import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_loader
from model import SepsisGRU

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(4)


def main():
    train_ds = make_loader(config.NUM_PATIENTS, seed=0, shuffle=True)
    val_ds = make_loader(32, seed=1, shuffle=False)
    net = SepsisGRU(len(config.VITALS), config.HIDDEN)
    loss_fn = nn.CrossEntropyLoss(weight=ms.Tensor([1.0, 2.0], ms.float32))
    model = Model(net, loss_fn, nn.Adam(net.trainable_params(), 3e-3), metrics={"accuracy", "recall"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print(model.eval(val_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
