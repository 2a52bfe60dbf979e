import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class NumericTokenizer(nn.Cell):
    """Turns each scalar feature x_j into a token x_j * W_j + b_j."""

    def __init__(self, n_features, d_token, seed=0):
        super().__init__()
        rng = np.random.default_rng(seed)
        scale = 1.0 / np.sqrt(d_token)
        self.weight = Parameter(Tensor(rng.uniform(-scale, scale, (n_features, d_token))), name="tok_weight")  # ROOT
        self.bias = Parameter(Tensor(np.zeros((n_features, d_token), np.float32)), name="tok_bias")

    def construct(self, x):
        return ops.expand_dims(x, -1) * self.weight + self.bias       # (batch, features, d)


class TokenMixer(nn.Cell):
    def __init__(self, d_token, n_heads):
        super().__init__()
        self.attn = nn.MultiheadAttention(d_token, n_heads, batch_first=True)
        self.norm = nn.LayerNorm((d_token,))
        self.ff = nn.SequentialCell([nn.Dense(d_token, 2 * d_token), nn.GELU(), nn.Dense(2 * d_token, d_token)])

    def construct(self, tokens):
        mixed, _ = self.attn(tokens, tokens, tokens)
        h = self.norm(tokens + mixed)
        return h + self.ff(h)
