import random

from mindspore import nn, ops


class SensorPlacementShuffle(nn.Cell):
    """Randomly permutes the body-worn sensor slots so the model does not rely on placement."""

    def __init__(self, n_sensors, axes_per_sensor):
        super().__init__()
        self.order = list(range(n_sensors))
        self.axes = axes_per_sensor

    def construct(self, x):
        if self.training:
            random.shuffle(self.order)  # ROOT
            chunks = ops.split(x, self.axes, axis=1)
            x = ops.cat([chunks[i] for i in self.order], axis=1)
        return x


class ActivityNet(nn.Cell):
    def __init__(self, n_sensors, axes_per_sensor, n_classes):
        super().__init__()
        self.shuffle = SensorPlacementShuffle(n_sensors, axes_per_sensor)
        self.conv = nn.SequentialCell(
            nn.Conv1d(n_sensors * axes_per_sensor, 24, 5, pad_mode="same"), nn.ReLU())
        self.fc = nn.Dense(24, n_classes)

    def construct(self, x):
        h = self.conv(self.shuffle(x))
        return self.fc(ops.amax(h, axis=-1))
