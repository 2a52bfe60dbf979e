from mindspore import nn, ops

import config


class LocalizationCNN(nn.Cell):
    def __init__(self, n_tokens, n_classes):
        super().__init__()
        self.embed = nn.Embedding(n_tokens, config.EMBED)
        self.conv = nn.Conv1d(config.EMBED, config.FILTERS, config.KERNEL, pad_mode="same")
        self.pool_axis = config.POOL_AXIS
        self.fc = nn.Dense(config.FILTERS, n_classes)

    def construct(self, residues):
        h = self.embed(residues).transpose(0, 2, 1)         # (batch, embed, length)
        h = ops.relu(self.conv(h))                           # (batch, filters, length)
        pooled = ops.amax(h, axis=self.pool_axis)
        return self.fc(pooled)
