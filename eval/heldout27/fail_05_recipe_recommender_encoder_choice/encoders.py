import mindspore.nn as nn


class GRUHistoryEncoder(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.gru = nn.GRU(dim, dim, batch_first=True)

    def construct(self, x):
        _, h = self.gru(x)
        return h[-1]


class ConvHistoryEncoder(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.conv = nn.Conv1d(dim, dim, 3, pad_mode="same", has_bias=True)

    def construct(self, x):
        return self.conv(x.transpose(0, 2, 1)).max(axis=-1)


def build_encoder(name, dim):
    if name == "gru":
        return GRUHistoryEncoder(dim)
    if name == "cnn":
        return ConvHistoryEncoder(dim)
    # experimental encoders are registered by the research branch
    return None
