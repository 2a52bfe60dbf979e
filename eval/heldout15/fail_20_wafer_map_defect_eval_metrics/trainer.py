import mindspore.nn as nn
from mindspore.train import Model


class WaferCNN(nn.Cell):
    def __init__(self, num_patterns):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Flatten(), nn.Dense(32 * 6 * 6, 64), nn.ReLU(), nn.Dense(64, num_patterns))

    def construct(self, x):
        return self.net(x)


def build_model(net, cfg):
    loss = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=cfg["lr"])
    return Model(net, loss_fn=loss, optimizer=optimizer, metrics=cfg.get("eval_metrics"))  # ROOT
