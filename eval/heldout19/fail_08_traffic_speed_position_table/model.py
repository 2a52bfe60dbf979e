import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops


def sinusoid_table(max_len, dim):
    pos = np.arange(max_len, dtype=np.float32)[:, None]
    div = np.exp(np.arange(0, dim, 2, dtype=np.float32) * (-np.log(10000.0) / dim))
    table = np.zeros((max_len, dim), dtype=np.float32)
    table[:, 0::2] = np.sin(pos * div)
    table[:, 1::2] = np.cos(pos * div)
    return ms.Tensor(table[None])


class SpeedTransformer(nn.Cell):
    def __init__(self, num_sensors, d_model, max_positions):
        super().__init__()
        self.inp = nn.Dense(num_sensors, d_model)
        self.pos = ms.Parameter(sinusoid_table(max_positions, d_model), requires_grad=False)
        self.encoder = nn.TransformerEncoderLayer(d_model, nhead=2, dim_feedforward=32, batch_first=True)
        self.out = nn.Dense(d_model, num_sensors)

    def construct(self, speeds):
        steps = speeds.shape[1]
        x = self.inp(speeds) + self.pos[:, :steps, :]
        x = self.encoder(x)
        return self.out(x[:, -1, :])
