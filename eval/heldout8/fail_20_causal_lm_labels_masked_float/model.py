import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class TinyCausalLM(nn.Cell):
    def __init__(self, vocab, dim=32, heads=4, layers=2, max_len=12):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(max_len, dim)
        layer = nn.TransformerEncoderLayer(dim, heads, dim_feedforward=2 * dim, dropout=0.0, batch_first=True)
        self.body = nn.TransformerEncoder(layer, layers)
        self.lm_head = nn.Dense(dim, vocab, has_bias=False)
        mask = np.triu(np.full((max_len, max_len), float("-inf"), np.float32), k=1)
        self.causal = Tensor(mask)

    def construct(self, ids):
        n = ids.shape[1]
        x = self.tok(ids) + self.pos(ops.arange(n).astype(ms.int32))
        x = self.body(x, src_mask=self.causal[:n, :n])
        return self.lm_head(x)
