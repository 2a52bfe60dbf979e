from mindspore import nn, ops

import config as C


class GenreCNN(nn.Cell):
    def __init__(self, n_classes):
        super().__init__()
        self.n_mels = C.N_MELS
        self.conv = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
        )
        self.fc = nn.Dense(32, n_classes)

    def construct(self, flat_mel):
        x = flat_mel.reshape(flat_mel.shape[0], 1, self.n_mels, -1)
        x = self.conv(x)
        return self.fc(ops.amax(x, axis=(2, 3)))
