import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops


class GaitEncoder(nn.Cell):
    def __init__(self, num_channels, hidden, num_subjects):
        super().__init__()
        self.hidden = hidden
        self.lstm = nn.LSTM(num_channels, hidden, num_layers=1, has_bias=True)  # ROOT
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(hidden, num_subjects)

    def construct(self, imu):
        batch = imu.shape[0]
        h0 = ops.zeros((1, batch, self.hidden), ms.float32)
        c0 = ops.zeros((1, batch, self.hidden), ms.float32)
        seq, _ = self.lstm(imu, (h0, c0))
        return self.classifier(self.dropout(seq[:, -1, :]))
