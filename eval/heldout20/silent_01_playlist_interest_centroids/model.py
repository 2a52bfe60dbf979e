import numpy as np
import mindspore as ms
from mindspore import nn, ops


class InterestRouter(nn.Cell):
    """Maps a listener's history to one of K interest clusters (for candidate retrieval)."""

    def __init__(self, num_tracks, dim, num_interests, seed=0):
        super().__init__()
        rng = np.random.default_rng(seed)
        table = rng.normal(size=(num_tracks, dim)).astype(np.float32)
        self.track_emb = nn.Embedding(num_tracks, dim, embedding_table=ms.Tensor(table))
        self.centroids = ms.Tensor(rng.normal(size=(num_interests, dim)).astype(np.float32))

    def construct(self, history, mask):
        emb = self.track_emb(history) * mask.expand_dims(-1)
        user = emb.sum(axis=1) / mask.sum(axis=1, keepdims=True)
        user = ops.L2Normalize(axis=-1)(user)
        sims = ops.matmul(user, self.centroids.T)  # ROOT
        return user, ops.argmax(sims, dim=-1)
