import mindspore as ms
from mindspore import nn, ops


class QFormerCrossAttention(nn.Cell):
    def __init__(self, hidden_size, encoder_hidden_size, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.query = nn.Dense(hidden_size, hidden_size)
        self.key = nn.Dense(hidden_size, hidden_size)  # ROOT
        self.value = nn.Dense(encoder_hidden_size, hidden_size)
        self.output = nn.Dense(hidden_size, hidden_size)
        self.norm = nn.LayerNorm((hidden_size,), epsilon=1e-12)

    def _shape(self, x):
        return x.reshape(x.shape[0], x.shape[1], self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, hidden_states, encoder_hidden_states):
        q = self._shape(self.query(hidden_states))
        k = self._shape(self.key(encoder_hidden_states))
        v = self._shape(self.value(encoder_hidden_states))
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / (self.head_dim ** 0.5)
        ctx = ops.matmul(ops.softmax(scores, axis=-1), v).transpose(0, 2, 1, 3)
        ctx = ctx.reshape(ctx.shape[0], ctx.shape[1], -1)
        return self.norm(hidden_states + self.output(ctx))


class QFormerBlock(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        h = cfg["qformer_hidden"]
        self.self_attn = nn.MultiheadAttention(h, cfg["num_heads"], batch_first=True)
        self.norm1 = nn.LayerNorm((h,), epsilon=1e-12)
        self.cross = QFormerCrossAttention(h, cfg["vision_hidden"], cfg["num_heads"])
        self.ffn = nn.SequentialCell(nn.Dense(h, 4 * h), nn.GELU(), nn.Dense(4 * h, h))
        self.norm2 = nn.LayerNorm((h,), epsilon=1e-12)

    def construct(self, queries, image_embeds):
        q = self.norm1(queries + self.self_attn(queries, queries, queries)[0])
        q = self.cross(q, image_embeds)
        return self.norm2(q + self.ffn(q))


class QFormer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.query_tokens = ms.Parameter(ops.zeros((1, cfg["num_query_tokens"], cfg["qformer_hidden"]), ms.float32))
        self.blocks = nn.CellList([QFormerBlock(cfg) for _ in range(cfg["qformer_layers"])])

    def construct(self, image_embeds):
        q = self.query_tokens.tile((image_embeds.shape[0], 1, 1))
        for blk in self.blocks:
            q = blk(q, image_embeds)
        return q
