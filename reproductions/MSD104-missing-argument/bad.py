"""Seq2seq decoder: the decoder layer needs the encoder output, but the
decoder stack forgets to pass it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CrossAttentionBlock(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, dim * 2)
        self.norm = nn.LayerNorm((dim,))
        self.scale = dim ** -0.5

    def construct(self, hidden_states, encoder_hidden_states):
        q = self.q(hidden_states)
        k, v = ops.chunk(self.kv(encoder_hidden_states), 2, axis=-1)
        attn = ops.softmax(ops.bmm(q, k.swapaxes(1, 2)) * self.scale, axis=-1)
        return self.norm(hidden_states + ops.bmm(attn, v))


class DecoderLayer(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.self_proj = nn.Dense(dim, dim)
        self.cross = CrossAttentionBlock(dim)
        self.ffn = nn.Dense(dim, dim)

    def construct(self, hidden_states, encoder_hidden_states):
        hidden_states = hidden_states + self.self_proj(hidden_states)
        hidden_states = self.cross(hidden_states)  # expect: MSD104
        return hidden_states + self.ffn(hidden_states)


class Decoder(nn.Cell):
    def __init__(self, vocab_size=50, dim=32, num_layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.layers = nn.CellList([DecoderLayer(dim) for _ in range(num_layers)])
        self.lm_head = nn.Dense(dim, vocab_size)

    def construct(self, target_ids, encoder_out):
        h = self.embed(target_ids)
        for layer in self.layers:
            h = layer(h, encoder_out)
        return self.lm_head(h)


if __name__ == "__main__":
    np.random.seed(0)
    decoder = Decoder()
    target_ids = ms.Tensor(np.random.randint(0, 50, (2, 6)), ms.int32)
    encoder_out = ms.Tensor(np.random.randn(2, 9, 32).astype(np.float32))
    print(decoder(target_ids, encoder_out).shape)
