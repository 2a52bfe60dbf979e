import mindspore as ms
import numpy as np
from mindspore import nn, ops


class SoftAssign(nn.Cell):
    """Soft k-means assignment; the temperature is shared by every instance and annealed by the trainer."""

    temperature = 2.0

    @classmethod
    def anneal(cls, factor=0.6, floor=0.05):
        cls.temperature = max(floor, cls.temperature * factor)
        return cls.temperature

    def __init__(self, num_clusters, dim, seed=0):
        super().__init__()
        init = np.random.default_rng(seed).normal(scale=0.5, size=(num_clusters, dim)).astype(np.float32)
        self.centroids = ms.Parameter(ms.Tensor(init), name="centroids")

    def construct(self, z):
        dist = ((z[:, None, :] - self.centroids[None, :, :]) ** 2).sum(-1)
        return ops.softmax(-dist / SoftAssign.temperature, axis=-1)  # ROOT


class DeepClusterer(nn.Cell):
    def __init__(self, in_dim, emb_dim=4, num_clusters=4):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(in_dim, 32), nn.ReLU(), nn.Dense(32, emb_dim))
        self.decoder = nn.SequentialCell(nn.Dense(emb_dim, 32), nn.ReLU(), nn.Dense(32, in_dim))
        self.assign = SoftAssign(num_clusters, emb_dim)

    def construct(self, x):
        z = self.encoder(x)
        q = self.assign(z)
        recon = ((self.decoder(z) - x) ** 2).mean()
        # pull embeddings towards their (soft) centroid
        compact = (q * ((z[:, None, :] - self.assign.centroids[None]) ** 2).sum(-1)).sum(-1).mean()
        entropy = -(q * ops.log(q + 1e-8)).sum(-1).mean()
        return recon + 0.5 * compact, entropy
