import mindspore.nn as nn
import mindspore.ops as ops


class ArrhythmiaCNN(nn.Cell):
    def __init__(self, in_leads, num_classes):
        super().__init__()
        self.conv1 = nn.Conv1d(in_leads, 16, 5, pad_mode="same")
        self.conv2 = nn.Conv1d(16, 32, 5, pad_mode="same")
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool1d(2, 2)
        self.head = nn.Dense(32, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = ops.mean(x, axis=-1)
        return self.head(x)
