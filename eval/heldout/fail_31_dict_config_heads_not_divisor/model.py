import mindspore as ms
from mindspore import nn, ops


class Attention(nn.Cell):
    def __init__(self, hidden_size, num_attention_heads, dropout, **unused):
        super().__init__()
        self.num_heads = num_attention_heads
        self.head_dim = hidden_size // num_attention_heads
        self.query = nn.Dense(hidden_size, hidden_size)
        self.key = nn.Dense(hidden_size, hidden_size)
        self.value = nn.Dense(hidden_size, hidden_size)
        self.dense = nn.Dense(hidden_size, hidden_size)
        self.drop = nn.Dropout(p=dropout)

    def transpose_for_scores(self, x):
        new_shape = x.shape[:-1] + (self.num_heads, self.head_dim)
        return x.view(new_shape).permute(0, 2, 1, 3)

    def construct(self, hidden_states):
        q = self.transpose_for_scores(self.query(hidden_states))
        k = self.transpose_for_scores(self.key(hidden_states))
        v = self.transpose_for_scores(self.value(hidden_states))
        probs = self.drop(ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.head_dim ** 0.5, axis=-1))
        ctx = ops.matmul(probs, v).permute(0, 2, 1, 3)
        ctx = ctx.view(ctx.shape[:-2] + (-1,))
        return self.dense(ctx)


class Layer(nn.Cell):
    def __init__(self, **cfg):
        super().__init__()
        self.attn = Attention(**cfg)
        self.ln1 = nn.LayerNorm((cfg["hidden_size"],))
        self.ffn = nn.SequentialCell(nn.Dense(cfg["hidden_size"], cfg["intermediate_size"]), nn.GELU(),
                                     nn.Dense(cfg["intermediate_size"], cfg["hidden_size"]))
        self.ln2 = nn.LayerNorm((cfg["hidden_size"],))

    def construct(self, x):
        x = self.ln1(x + self.attn(x))
        return self.ln2(x + self.ffn(x))


class MaskedLM(nn.Cell):
    def __init__(self, **cfg):
        super().__init__()
        self.tok = nn.Embedding(cfg["vocab_size"], cfg["hidden_size"])
        self.pos = nn.Embedding(cfg["max_position"], cfg["hidden_size"])
        self.layers = nn.CellList([Layer(**cfg) for _ in range(cfg["num_hidden_layers"])])
        self.lm_head = nn.Dense(cfg["hidden_size"], cfg["vocab_size"])

    def construct(self, ids):
        pos = ops.arange(ids.shape[1]).reshape(1, -1)
        x = self.tok(ids) + self.pos(pos)
        for layer in self.layers:
            x = layer(x)
        return self.lm_head(x)
