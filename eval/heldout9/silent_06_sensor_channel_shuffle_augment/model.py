from mindspore import nn

from augment import SensorChannelShuffle


class SensorGRU(nn.Cell):
    def __init__(self, num_sensors, hidden, num_classes):
        super().__init__()
        self.augment = SensorChannelShuffle(num_sensors)
        self.gru = nn.GRU(num_sensors, hidden, batch_first=True)
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, x):
        x = self.augment(x)
        h, _ = self.gru(x)
        return self.head(h[:, -1]), x[:, 0]
