"""Transformer encoder blocks shared by the text classifier."""
import mindspore as ms
from mindspore import nn, ops


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.qkv = nn.Dense(dim, dim * 3)
        self.out_proj = nn.Dense(dim, dim)
        self.scale = self.head_dim ** -0.5

    def construct(self, hidden_states, attention_mask=None):
        b, s, d = hidden_states.shape
        qkv = self.qkv(hidden_states).reshape(b, s, 3, self.num_heads, self.head_dim)
        qkv = qkv.transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        if attention_mask is not None:
            scores = scores + (1.0 - attention_mask[:, None, None, :]) * -10000.0
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, d)
        return self.out_proj(ctx)


class EncoderLayer(nn.Cell):
    def __init__(self, dim, num_heads, mlp_ratio=2):
        super().__init__()
        self.attn = MultiHeadSelfAttention(dim, num_heads)
        self.norm1 = nn.LayerNorm((dim,))
        self.norm2 = nn.LayerNorm((dim,))
        self.ffn = nn.SequentialCell([nn.Dense(dim, dim * mlp_ratio), nn.GELU(),
                                      nn.Dense(dim * mlp_ratio, dim)])

    def construct(self, hidden_states, attention_mask=None):
        hidden_states = self.norm1(hidden_states + self.attn(hidden_states, attention_mask))
        return self.norm2(hidden_states + self.ffn(hidden_states))


class TextEncoder(nn.Cell):
    def __init__(self, vocab_size, dim, num_heads, num_layers):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.layers = nn.CellList([EncoderLayer(dim, num_heads) for _ in range(num_layers)])

    def construct(self, input_ids, attention_mask=None):
        hidden_states = self.embed(input_ids)
        for layer in self.layers:
            hidden_states = layer(hidden_states, attention_mask)
        return hidden_states
