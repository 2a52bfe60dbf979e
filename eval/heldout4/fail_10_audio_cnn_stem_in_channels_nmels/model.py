from mindspore import nn

import config as cfg


class KeywordCNN(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.stem = nn.Conv2d(cfg.N_MELS, 16, 3, pad_mode="same")  # ROOT
        self.body = nn.SequentialCell([
            nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        ])
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(self.body(self.stem(x)))
