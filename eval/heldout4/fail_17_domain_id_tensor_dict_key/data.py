"""Reviews from several product domains; each batch comes from a single domain."""
import numpy as np
import mindspore as ms
from mindspore import Tensor

DOMAINS = {"books": 0, "electronics": 1, "kitchen": 2}


def domain_batches(batch_size, dim, seed=0):
    rng = np.random.default_rng(seed)
    for name, domain_id in DOMAINS.items():
        x = rng.normal(domain_id, 1.0, (batch_size, dim)).astype(np.float32)
        y = rng.integers(0, 2, batch_size).astype(np.int32)
        yield name, (Tensor(x), Tensor(y), Tensor(domain_id, ms.int32))  # ROOT
