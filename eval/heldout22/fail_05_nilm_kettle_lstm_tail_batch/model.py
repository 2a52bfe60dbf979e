import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config


class Seq2SeqDisaggregator(nn.Cell):
    """LSTM that maps a window of mains readings to the kettle's share of the load."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, config.HIDDEN, num_layers=config.NUM_LAYERS, batch_first=True)
        shape = (config.NUM_LAYERS, config.BATCH_SIZE, config.HIDDEN)
        self.h0 = ms.Tensor(np.zeros(shape, np.float32))
        self.c0 = ms.Tensor(np.zeros(shape, np.float32))
        self.head = nn.Dense(config.HIDDEN, 1)
        self.gate = nn.Sigmoid()

    def construct(self, mains):
        out, _ = self.lstm(mains, (self.h0, self.c0))
        return self.gate(self.head(out))
