import mindspore.nn as nn
from mindspore import ops


class GlyphEncoder(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
            nn.Dense(32, dim))

    def construct(self, x):
        return self.body(x)


class FewShotClassifier(nn.Cell):
    """Base-class linear head until prototypes for the new alphabet are attached, then nearest prototype."""

    def __init__(self, encoder, n_base, dim=32):
        super().__init__()
        self.encoder = encoder
        self.base_head = nn.Dense(dim, n_base)

    def construct(self, x):
        emb = self.encoder(x)
        if hasattr(self, "prototypes"):  # ROOT
            diff = emb.expand_dims(1) - self.prototypes.expand_dims(0)
            return -ops.square(diff).sum(axis=-1)
        return self.base_head(emb)
