import numpy as np
import mindspore as ms
from mindspore import nn, ops

VOCAB, DIM = 3000, 64


class SpanExtractor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.encoder = nn.GRU(DIM, DIM // 2, batch_first=True, bidirectional=True)
        self.start = nn.Dense(DIM, 1)
        self.end = nn.Dense(DIM, 1)

    @ms.jit
    def construct(self, input_ids, context_mask=None):
        h, _ = self.encoder(self.embed(input_ids))
        start_logits = self.start(h).squeeze(-1)
        end_logits = self.end(h).squeeze(-1)
        if context_mask:  # ROOT
            start_logits = ops.masked_fill(start_logits, context_mask == 0, -1e4)
            end_logits = ops.masked_fill(end_logits, context_mask == 0, -1e4)
        return start_logits, end_logits


def span_loss(start_logits, end_logits, start_pos, end_pos):
    return (ops.cross_entropy(start_logits, start_pos) + ops.cross_entropy(end_logits, end_pos)) / 2


def make_squad_like(n=32, q_len=8, c_len=40, seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.integers(5, VOCAB, size=(n, q_len + c_len)).astype(np.int32)
    ids[:, q_len - 1] = 2
    mask = np.zeros((n, q_len + c_len), np.int32)
    mask[:, q_len:] = 1
    start = rng.integers(q_len, q_len + c_len - 5, size=n)
    end = start + rng.integers(0, 5, size=n)
    return ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(start.astype(np.int32)), ms.Tensor(end.astype(np.int32))


model = SpanExtractor()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)


def loss_fn(ids, mask, s, e):
    start_logits, end_logits = model(ids, mask)
    return span_loss(start_logits, end_logits, s, e)


grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)
for epoch in range(2):
    ids, mask, s, e = make_squad_like(seed=epoch)
    loss, grads = grad_fn(ids, mask, s, e)
    optimizer(grads)
    print("epoch", epoch, "loss", loss)
