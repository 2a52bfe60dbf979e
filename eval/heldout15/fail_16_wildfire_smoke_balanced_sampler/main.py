"""Early wildfire detection: tiny CNN trained on class-balanced batches of camera tiles."""
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, Recall

import config
from loader import make_loader
from tiles import HillsideTiles


class SmokeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(3, 12, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
                                      nn.Conv2d(12, 24, 3, pad_mode="same"), nn.ReLU(),
                                      nn.AdaptiveMaxPool2d(1), nn.Flatten(), nn.Dense(24, 2))

    def construct(self, x):
        return self.body(x)


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    source = HillsideTiles(config.NUM_TILES, config.TILE, config.SMOKE_RATE, config.SEED)
    print(f"{int(source.labels.sum())} smoke tiles out of {len(source)}")
    loader = make_loader(source)
    net = SmokeNet()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"recall": Recall()})
    model.train(config.EPOCHS, loader, callbacks=[LossMonitor(5)])
    print("per-class recall:", model.eval(loader)["recall"])


if __name__ == "__main__":
    main()
