import numpy as np
import mindspore as ms
from mindspore import nn, ops

from intents import INTENTS, VOCAB


class PrototypeRouter(nn.Cell):
    """Nearest-prototype intent classifier over a frozen bag-of-words encoder."""

    def __init__(self, dim=32):
        super().__init__()
        self.encoder = nn.Dense(len(VOCAB), dim, weight_init="orthogonal", has_bias=False)
        self.prototypes = ms.Tensor(np.zeros((len(INTENTS), dim), np.float32))

    def embed(self, bow):
        return ops.L2Normalize(axis=-1)(self.encoder(bow))

    def construct(self, bow):
        z = self.embed(bow)
        dist = ((z.expand_dims(1) - self.prototypes.expand_dims(0)) ** 2).sum(-1)  # ROOT
        return ops.argmin(dist, -1)


def refresh_prototypes(router, support_x, support_y):
    z = router.embed(ms.Tensor(support_x)).asnumpy()
    protos = np.stack([z[support_y == k].mean(0) for k in range(len(INTENTS))])
    router.prototypes = ms.Tensor(protos.astype(np.float32))
