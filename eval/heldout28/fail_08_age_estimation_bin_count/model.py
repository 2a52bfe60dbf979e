from mindspore import nn

import config


class AgeBinHead(nn.Cell):
    def __init__(self):
        super().__init__()
        n_bins = len(config.AGE_BIN_EDGES) - 1
        self.mlp = nn.SequentialCell([
            nn.Dense(config.EMBED_DIM, config.HIDDEN), nn.ReLU(),
            nn.Dropout(p=0.2),
            nn.Dense(config.HIDDEN, n_bins),
        ])

    def construct(self, embedding):
        return self.mlp(embedding)
