import numpy as np
import mindspore as ms
from mindspore import nn

from loss_config import anneal
from dual_encoder import InBatchContrastive

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

VOCAB, DIM, BATCH, LEN = 60, 16, 8, 6


def query_doc_pairs(n, seed=0):
    rng = np.random.default_rng(seed)
    topic = rng.integers(1, VOCAB // 2, size=n)
    q = rng.integers(1, VOCAB, size=(n, LEN))
    d = rng.integers(1, VOCAB, size=(n, LEN))
    q[:, 0] = topic
    d[:, :2] = topic[:, None]
    return q.astype(np.int32), d.astype(np.int32)


def main():
    q, d = query_doc_pairs(BATCH * 2)
    model = InBatchContrastive(VOCAB, DIM)
    opt = nn.Adam(model.trainable_params(), 1e-2)
    grad_fn = ms.value_and_grad(model, None, opt.parameters, has_aux=True)
    for epoch in range(4):
        t = anneal(epoch)
        for s in range(0, len(q), BATCH):
            (loss, inv_t), grads = grad_fn(ms.Tensor(q[s:s + BATCH]), ms.Tensor(d[s:s + BATCH]))
            opt(grads)
        print(f"epoch {epoch} scheduled temperature {t:.3f} logit scale used {float(inv_t):.2f}")


if __name__ == "__main__":
    main()
