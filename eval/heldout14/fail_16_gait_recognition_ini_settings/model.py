from mindspore import nn, ops


class GaitNet(nn.Cell):
    def __init__(self, channels, hidden, num_subjects):
        super().__init__()
        self.conv1 = nn.Conv1d(channels, hidden, 7, pad_mode="same", has_bias=True)
        self.conv2 = nn.Conv1d(hidden, hidden, 5, stride=2, pad_mode="same", has_bias=True)
        self.head = nn.Dense(hidden, num_subjects)

    def construct(self, imu):
        h = ops.relu(self.conv2(ops.relu(self.conv1(imu))))
        return self.head(h.mean(axis=-1))
