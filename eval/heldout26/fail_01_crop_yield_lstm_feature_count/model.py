import mindspore.nn as nn
import mindspore.ops as ops

import config


class YieldForecaster(nn.Cell):
    """LSTM over weekly observations, regression head on the last and mean states."""

    def __init__(self, n_features, hidden):
        super().__init__()
        self.encoder = nn.LSTM(n_features, hidden, num_layers=1, batch_first=True)
        self.head = nn.SequentialCell([nn.Dense(2 * hidden, hidden), nn.ReLU(), nn.Dense(hidden, 1)])

    def construct(self, weather):
        states, _ = self.encoder(weather)
        last = states[:, -1, :]
        mean = states.mean(axis=1)
        return self.head(ops.concat((last, mean), axis=-1))


def build_model():
    return YieldForecaster(config.N_FEATURES, config.HIDDEN)
