import mindspore as ms
from mindspore import nn, ops

import config


class CallClassifier(nn.Cell):
    def __init__(self, n_bands, hidden, num_classes, num_layers=1):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.rnn = nn.LSTM(n_bands, hidden, num_layers=num_layers)  # ROOT
        self.head = nn.Dense(hidden, num_classes)

    def init_state(self, batch):
        h = ops.zeros((self.num_layers, batch, self.hidden), ms.float32)
        return h, ops.zeros_like(h)

    def construct(self, frames):
        state = self.init_state(frames.shape[0])
        out, _ = self.rnn(frames, state)
        return self.head(out[:, -1, :])


def build_model():
    return CallClassifier(config.N_BANDS, config.HIDDEN, len(config.SPECIES), config.NUM_LAYERS)
