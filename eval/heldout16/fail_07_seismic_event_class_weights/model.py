import mindspore.nn as nn
import mindspore.ops as ops


class PhaseNetLite(nn.Cell):
    def __init__(self, components, num_classes):
        super().__init__()
        self.conv = nn.SequentialCell([
            nn.Conv1d(components, 16, 7, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Conv1d(16, 32, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
        ])
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(ops.amax(self.conv(x), axis=2))
