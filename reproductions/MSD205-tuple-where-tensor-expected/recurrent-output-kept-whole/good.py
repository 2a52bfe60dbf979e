"""The LSTM's output sequence is unpacked from the tuple it returns."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class ActivityNet(nn.Cell):
    def __init__(self, channels=3, hidden=16, classes=4):
        super().__init__()
        self.lstm = nn.LSTM(channels, hidden, batch_first=True)
        self.head = nn.Dense(hidden, classes)

    def construct(self, window):
        seq, _ = self.lstm(window)
        last = seq[:, -1, :]
        return self.head(last)


if __name__ == "__main__":
    net = nn.WithLossCell(ActivityNet(), nn.CrossEntropyLoss())
    window = ms.Tensor(np.random.randn(4, 25, 3), ms.float32)
    labels = ms.Tensor(np.array([0, 1, 2, 3]), ms.int32)
    print(net(window, labels))
