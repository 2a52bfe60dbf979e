import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops


class ShelfEmbedder(nn.Cell):
    def __init__(self, feat_dim, embed_dim):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(feat_dim, 32), nn.Tanh(), nn.Dense(32, embed_dim)])
        self.norm = ops.L2Normalize(axis=-1)

    def construct(self, x):
        return self.norm(self.net(x))


class PrototypeRecognizer(nn.Cell):
    """Nearest-prototype SKU recognition; prototypes are refreshed whenever SKUs are enrolled."""

    def __init__(self, embedder, prototypes):
        super().__init__()
        self.embedder = embedder
        self.prototypes = prototypes          # (n_skus, embed_dim), plain Tensor (not trained)

    def construct(self, crops):
        emb = self.embedder(crops)
        sims = ops.matmul(emb, self.prototypes.T)  # ROOT
        return sims.argmax(axis=-1), sims.max(axis=-1)


def prototypes_from(embedder, support):
    """support: list of (shots, feat_dim) arrays, one per SKU."""
    protos = [embedder(ms.Tensor(s)).mean(axis=0) for s in support]
    return ops.L2Normalize(axis=-1)(ops.stack(protos))
