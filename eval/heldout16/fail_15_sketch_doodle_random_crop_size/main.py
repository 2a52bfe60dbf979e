import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.train import Model, LossMonitor

import config
from pipeline import doodle_dataset


class DoodleCNN(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(ops.mean(self.features(x), axis=(2, 3)))


def main():
    ms.set_seed(config.SEED)
    net = DoodleCNN(len(config.CLASSES))
    opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=0.9)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(config.EPOCHS, doodle_dataset(train=True), callbacks=[LossMonitor(3)])
    print("test:", model.eval(doodle_dataset(train=False)))


if __name__ == "__main__":
    main()
