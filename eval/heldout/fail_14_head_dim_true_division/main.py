import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class CausalSelfAttention(nn.Cell):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.n_head = n_head
        self.head_size = n_embd / n_head  # ROOT
        self.c_attn = nn.Dense(n_embd, 3 * n_embd)
        self.c_proj = nn.Dense(n_embd, n_embd)
        mask = np.tril(np.ones((block_size, block_size), dtype=np.bool_))
        self.mask = ms.Tensor(mask).reshape(1, 1, block_size, block_size)

    def construct(self, x):
        B, T, C = x.shape
        q, k, v = ops.split(self.c_attn(x), C, axis=2)
        k = k.reshape(B, T, self.n_head, self.head_size).swapaxes(1, 2)
        q = q.reshape(B, T, self.n_head, self.head_size).swapaxes(1, 2)
        v = v.reshape(B, T, self.n_head, self.head_size).swapaxes(1, 2)
        att = ops.matmul(q, k.swapaxes(-2, -1)) * (1.0 / math.sqrt(k.shape[-1]))
        att = att.masked_fill(~self.mask[:, :, :T, :T], float("-inf"))
        att = ops.softmax(att, axis=-1)
        y = ops.matmul(att, v).swapaxes(1, 2).reshape(B, T, C)
        return self.c_proj(y)


class GPTBlock(nn.Cell):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.ln_1 = nn.LayerNorm((n_embd,))
        self.attn = CausalSelfAttention(n_embd, n_head, block_size)
        self.ln_2 = nn.LayerNorm((n_embd,))
        self.mlp = nn.SequentialCell(nn.Dense(n_embd, 4 * n_embd), nn.GELU(approximate=True), nn.Dense(4 * n_embd, n_embd))

    def construct(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class NanoGPT(nn.Cell):
    def __init__(self, vocab_size=65, n_embd=32, n_head=4, n_layer=2, block_size=16):
        super().__init__()
        self.wte = nn.Embedding(vocab_size, n_embd)
        self.wpe = nn.Embedding(block_size, n_embd)
        self.h = nn.CellList([GPTBlock(n_embd, n_head, block_size) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm((n_embd,))
        self.lm_head = nn.Dense(n_embd, vocab_size, has_bias=False)

    def construct(self, idx):
        t = idx.shape[1]
        x = self.wte(idx) + self.wpe(ops.arange(0, t, dtype=ms.int32))
        for block in self.h:
            x = block(x)
        return self.lm_head(self.ln_f(x))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    model = NanoGPT()
    xb = ms.Tensor(np.random.randint(0, 65, (2, 16)), ms.int32)
    yb = ms.Tensor(np.random.randint(0, 65, (2, 16)), ms.int32)
    optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4)

    def loss_fn(x, y):
        logits = model(x)
        return ops.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))

    grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)
    loss, grads = grad_fn(xb, yb)
    optimizer(grads)
    print(loss)
