import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_loader
from model import LeNet5

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)


def main():
    train_ds = make_loader(config.NUM_TRAIN)
    net = LeNet5(config.NUM_CLASSES)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=config.MOMENTUM)
    model = Model(net, loss_fn, opt, metrics={"accuracy"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(model.eval(make_loader(64, shuffle=False), dataset_sink_mode=False))


if __name__ == "__main__":
    main()
