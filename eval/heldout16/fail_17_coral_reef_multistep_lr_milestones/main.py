import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.train import Model, LossMonitor

import config
from reef import reef_dataset
from schedule import multistep_lr


class ReefNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
        ])
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(ops.mean(self.body(x), axis=(2, 3)))


def main():
    ms.set_seed(config.SEED)
    data = reef_dataset()
    steps = data.get_dataset_size()
    lr = multistep_lr(config.BASE_LR, config.GAMMA, config.DECAY_EPOCHS, config.EPOCHS, steps)
    net = ReefNet(len(config.BENTHIC_CLASSES))
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(config.EPOCHS, data, callbacks=[LossMonitor(steps)])
    print(model.eval(data))


if __name__ == "__main__":
    main()
