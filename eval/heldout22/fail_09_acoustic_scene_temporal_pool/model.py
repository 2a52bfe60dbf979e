import mindspore.nn as nn

import config
from layers import ConvBlock, TemporalMeanPool


class SceneCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        blocks, in_ch = [], 1
        for ch in config.CHANNELS:
            blocks.append(ConvBlock(in_ch, ch))
            in_ch = ch
        self.features = nn.SequentialCell(blocks)
        self.pool = TemporalMeanPool()
        self.embed_norm = nn.BatchNorm1d(in_ch)
        self.head = nn.SequentialCell([nn.Dense(in_ch, config.EMBED_DIM), nn.ReLU(),
                                       nn.Dense(config.EMBED_DIM, len(config.SCENES))])

    def construct(self, mel):
        fmap = self.features(mel)                   # (B, C, F', T')
        frames = fmap.mean(axis=2).transpose(0, 2, 1)  # (B, T', C)
        clip = self.pool(frames)
        return self.head(self.embed_norm(clip))
