from mindspore import nn

import config
from utils import num_samples, num_frames


class KeywordDNN(nn.Cell):
    """Classic small-footprint KWS DNN over the flattened (frames x bands) feature map."""

    def __init__(self, num_classes):
        super().__init__()
        frames = num_frames(num_samples(config.SAMPLE_RATE, config.CLIP_SECONDS), config.WIN, config.HOP)
        self.flatten = nn.Flatten()
        self.mlp = nn.SequentialCell([
            nn.Dense(frames * config.N_BANDS, config.HIDDEN), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(config.HIDDEN, config.HIDDEN), nn.ReLU(),
            nn.Dense(config.HIDDEN, num_classes),
        ])

    def construct(self, x):
        return self.mlp(self.flatten(x))
