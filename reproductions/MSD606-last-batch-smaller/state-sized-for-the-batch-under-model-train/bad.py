import numpy as np
import mindspore as ms
from mindspore import nn, train

from feeds import BATCH, river_levels


class FloodNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(2, 6, batch_first=True)
        self.state = ms.Tensor(np.zeros((1, BATCH, 6), np.float32))
        self.out = nn.Dense(6, 1)

    def construct(self, levels):
        seq, _ = self.gru(levels, self.state)
        return self.out(seq[:, -1])


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = FloodNet()
    model = train.Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), 1e-3))
    model.train(1, river_levels(np.random.default_rng(0)), dataset_sink_mode=False)
    print("trained")
