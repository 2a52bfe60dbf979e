import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import FLOWERS, flower_dataset


def flower_net(num_classes):
    return nn.SequentialCell(
        nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Flatten(), nn.Dense(32 * 8 * 8, num_classes),
    )


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(1)
    ms.dataset.config.set_seed(1)
    train_ds = flower_dataset(40, batch_size=8)
    net = flower_net(len(FLOWERS))
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(1, train_ds, callbacks=[LossMonitor(5)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
