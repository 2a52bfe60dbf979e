import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class BagEncoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim)

    def construct(self, ids):
        return ops.tanh(self.proj(self.embed(ids).mean(axis=1)))


class PrototypeClassifier(nn.Cell):
    """Nearest-prototype classifier; prototypes are written into slots per episode."""

    def __init__(self, encoder, n_way, dim):
        super().__init__()
        self.encoder = encoder
        self.prototypes = [Tensor(np.zeros(dim, np.float32)) for _ in range(n_way)]

    def set_prototype(self, slot, proto):
        self.prototypes[slot] = proto

    def construct(self, query_ids):
        q = self.encoder(query_ids)
        protos = ops.stack(self.prototypes)  # ROOT
        dists = ((q.expand_dims(1) - protos.expand_dims(0)) ** 2).sum(axis=-1)
        return -dists
