import numpy as np
import mindspore as ms
from mindspore import nn, train

from epochs_good import LEADS, sleep_dataset


class StageNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(LEADS, 8, 5, pad_mode="same")
        self.head = nn.Dense(8, 3)

    def construct(self, x):
        return self.head(self.conv(x).mean(axis=-1))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = StageNet()
    model = train.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
    model.train(1, sleep_dataset(np.random.default_rng(0)), dataset_sink_mode=False)
    print("trained")
