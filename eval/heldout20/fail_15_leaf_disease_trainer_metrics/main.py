import mindspore as ms
from mindspore import nn
from mindspore.train import LossMonitor

from data import CLASSES, leaf_dataset
from trainer import build_model, fit_and_validate


class LeafNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                                      nn.Conv2d(8, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Dense(16, num_classes)

    def construct(self, x):
        return self.head(self.body(x))


def main():
    ms.set_seed(4)
    ms.dataset.config.set_seed(4)
    model = build_model(LeafNet(len(CLASSES)), lr=0.02)
    report = fit_and_validate(model, leaf_dataset(32, 0, True), leaf_dataset(16, 1, False), epochs=1,
                              callbacks=[LossMonitor(2)])
    print("validation:", report)


if __name__ == "__main__":
    main()
