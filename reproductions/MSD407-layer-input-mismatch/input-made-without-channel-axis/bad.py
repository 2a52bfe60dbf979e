"""A 1-D convolutional classifier of sonar pings. The data module returns each ping as a row of
samples, (N, samples), without the channel axis Conv1d takes; the batches keep that rank. Conv1d
reports a rank of 2 where it needs 3, inside the network; the line to change is where the pings
were made."""
import numpy as np
import mindspore as ms
from mindspore import nn

from sonar_data import batches, load_pings

ms.set_context(mode=ms.GRAPH_MODE)


class PingNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(nn.Conv1d(1, 4, 5, pad_mode="valid"), nn.ReLU())
        self.head = nn.Dense(4 * 60, 2)

    def construct(self, pings):
        return self.head(self.features(pings).reshape(pings.shape[0], -1))


if __name__ == "__main__":
    net = PingNet()
    for batch in batches(load_pings(8), 4):
        print(net(ms.Tensor(batch)).shape)
