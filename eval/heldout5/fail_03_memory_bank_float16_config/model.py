import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Encoder(nn.Cell):
    def __init__(self, in_dim, feat_dim):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, 16)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(16, feat_dim)

    def construct(self, x):
        z = self.fc2(self.act(self.fc1(x)))
        return z / ops.norm(z, dim=1, keepdim=True)


class MemoryBank(nn.Cell):
    """Keeps one L2-normalised feature per training instance."""

    def __init__(self, size, dim, dtype_name):
        super().__init__()
        dtype = getattr(ms, dtype_name)
        init = np.random.default_rng(1).standard_normal((size, dim)) * 0.01
        self.bank = ms.Parameter(ms.Tensor(init, dtype), name="bank", requires_grad=False)

    def construct(self, feats, idx):
        sims = ops.matmul(feats, self.bank.T.astype(feats.dtype))
        ops.scatter_update(self.bank, idx, feats)
        return sims


class InstanceDiscrimination(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = Encoder(cfg["in_dim"], cfg["feat_dim"])
        self.memory = MemoryBank(cfg["bank_size"], cfg["feat_dim"], cfg["bank_dtype"])
        self.t = cfg["temperature"]

    def construct(self, x, idx):
        feats = self.encoder(x)
        sims = self.memory(feats, idx) / self.t
        return sims
