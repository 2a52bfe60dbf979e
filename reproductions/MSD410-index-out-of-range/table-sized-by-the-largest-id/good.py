import numpy as np
import mindspore as ms
from mindspore import nn

from vocab_good import station_table_size


class StationDelay(nn.Cell):
    def __init__(self, stations):
        super().__init__()
        self.station = nn.Embedding(stations, 4)
        self.head = nn.Dense(4, 1)

    def construct(self, origin):
        return self.head(self.station(origin))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    origin = rng.integers(1, 13, 32).astype(np.int32)  # station ids run from 1 to 12
    origin[0] = 12
    net = StationDelay(station_table_size(origin))
    print(net(ms.Tensor(origin)).shape)
