"""A wide-and-deep model concatenates its embeddings with a numeric column made (B, 1)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def load_batch(batch_size, seed):
    rng = np.random.default_rng(seed)
    cats = rng.integers(0, 5, size=(batch_size, 2)).astype(np.int32)
    income = np.log(rng.lognormal(10.0, 0.5, batch_size)) - 10.0
    numeric = income.astype(np.float32)[:, None]
    return ms.Tensor(cats), ms.Tensor(numeric)


class WideAndDeep(nn.Cell):
    def __init__(self, emb_dim=4):
        super().__init__()
        self.embs = nn.CellList([nn.Embedding(5, emb_dim) for _ in range(2)])
        self.deep = nn.Dense(2 * emb_dim + 1, 1)

    def construct(self, cats, numeric):
        parts = []
        for i, emb in enumerate(self.embs):
            parts.append(emb(cats[:, i]))
        parts.append(numeric)
        return self.deep(ops.concat(parts, axis=-1))


if __name__ == "__main__":
    cats, numeric = load_batch(4, seed=0)
    print(WideAndDeep()(cats, numeric).shape)
