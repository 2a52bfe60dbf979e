from mindspore import nn, ops

from layers import NumericTokenizer, TokenMixer


class ChurnTransformer(nn.Cell):
    def __init__(self, n_features, d_token, n_heads):
        super().__init__()
        self.tokenizer = NumericTokenizer(n_features, d_token)
        self.mixer = TokenMixer(d_token, n_heads)
        self.head = nn.Dense(d_token, 1)

    def construct(self, x):
        tokens = self.mixer(self.tokenizer(x))
        return self.head(ops.mean(tokens, axis=1))
