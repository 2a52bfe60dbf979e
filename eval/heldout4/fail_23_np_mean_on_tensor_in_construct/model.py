import numpy as np
from mindspore import nn


class SpeakerEncoder(nn.Cell):
    """Frame-level MLP followed by temporal average pooling (a d-vector)."""

    def __init__(self, n_feats, hidden, emb_dim):
        super().__init__()
        self.frame = nn.SequentialCell([nn.Dense(n_feats, hidden), nn.ReLU(), nn.Dense(hidden, emb_dim)])

    def construct(self, frames):
        h = self.frame(frames)                 # (B, T, E)
        return np.mean(h, axis=1)  # ROOT


class SpeakerClassifier(nn.Cell):
    def __init__(self, n_feats, hidden, emb_dim, n_speakers):
        super().__init__()
        self.encoder = SpeakerEncoder(n_feats, hidden, emb_dim)
        self.fc = nn.Dense(emb_dim, n_speakers)

    def construct(self, frames):
        return self.fc(self.encoder(frames))
