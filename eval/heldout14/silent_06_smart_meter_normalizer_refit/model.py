import mindspore as ms
from mindspore import nn


class Standardize(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.mean = ms.Tensor([0.0] * dim, ms.float32)
        self.std = ms.Tensor([1.0] * dim, ms.float32)

    def refit(self, history):
        self.mean = ms.Tensor(history.mean(axis=0), ms.float32)
        self.std = ms.Tensor(history.std(axis=0) + 1e-3, ms.float32)

    def construct(self, x):
        return (x - self.mean) / self.std  # ROOT


class LoadProfileAE(nn.Cell):
    def __init__(self, hours, bottleneck):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(hours, 12), nn.Tanh(), nn.Dense(12, bottleneck))
        self.decoder = nn.SequentialCell(nn.Dense(bottleneck, 12), nn.Tanh(), nn.Dense(12, hours))

    def construct(self, z):
        return self.decoder(self.encoder(z))


class MeterAnomalyDetector(nn.Cell):
    """Per-day anomaly score: reconstruction error of the standardized load profile."""

    def __init__(self, hours, bottleneck):
        super().__init__()
        self.norm = Standardize(hours)
        self.ae = LoadProfileAE(hours, bottleneck)

    def construct(self, days):
        z = self.norm(days)
        return ((self.ae(z) - z) ** 2).mean(axis=1)


class ReconstructionLoss(nn.Cell):
    def __init__(self, detector):
        super().__init__()
        self.detector = detector

    def construct(self, days):
        return self.detector(days).mean()
