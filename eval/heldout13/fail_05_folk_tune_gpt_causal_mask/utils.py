import numpy as np
import mindspore as ms


def causal_mask(size):
    upper = np.triu(np.ones((size, size), dtype=np.float32), k=1)
    return ms.Tensor(upper * -1e9)


def sample_batch(corpus_ids, block_size, batch_size, rng):
    starts = rng.integers(0, len(corpus_ids) - block_size - 1, batch_size)
    x = np.stack([corpus_ids[s:s + block_size] for s in starts])
    y = np.stack([corpus_ids[s + 1:s + block_size + 1] for s in starts])
    return ms.Tensor(x.astype(np.int32)), ms.Tensor(y.astype(np.int32))
