from mindspore import nn, ops

from calibration import CALIB_PATH, read_temperature


class VitalsNet(nn.Cell):
    """Scores deterioration risk (stable / watch / escalate) from 8 vital-sign summaries."""

    def __init__(self, num_vitals=8, hidden=64, num_classes=3):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(num_vitals, hidden), nn.ReLU(),
                                     nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, num_classes))

    def construct(self, x):
        return self.net(x)


class CalibratedPredictor(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def construct(self, x):
        temperature = read_temperature(CALIB_PATH)  # ROOT
        return ops.softmax(self.model(x) / temperature, axis=-1)
