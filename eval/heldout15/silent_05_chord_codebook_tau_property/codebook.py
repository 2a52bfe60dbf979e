import mindspore.nn as nn
from mindspore import ops


class SoftCodeEncoder(nn.Cell):
    """Maps a chroma frame to a distribution over K discrete chord codes; the softmax is annealed."""

    def __init__(self, num_codes, anneal, tau_start=2.0, tau_end=0.1):
        super().__init__()
        self.logits = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, num_codes))
        self.anneal = anneal
        self.tau_start = tau_start
        self.tau_end = tau_end

    @property
    def tau(self):
        return self.tau_start * (self.tau_end / self.tau_start) ** self.anneal.progress

    def construct(self, x):
        return ops.softmax(self.logits(x) / self.tau, axis=-1)  # ROOT


class DiscreteChordAE(nn.Cell):
    def __init__(self, encoder, num_codes):
        super().__init__()
        self.encoder = encoder
        self.codebook = nn.Dense(num_codes, 12, has_bias=False)

    def construct(self, x):
        recon = self.codebook(self.encoder(x))
        return ops.square(recon - x).sum(axis=1).mean()
