import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def attention(query, key, value, dropout):
    d_k = query.shape[-1]
    scores = ops.matmul(query, key.transpose(0, 2, 1, 3)) / np.sqrt(d_k)  # ROOT
    p_attn = ops.softmax(scores, axis=-1)
    return ops.matmul(dropout(p_attn), value)


class MultiHeadedAttention(nn.Cell):
    def __init__(self, h, d_model, dropout=0.1):
        super().__init__()
        self.d_k = d_model // h
        self.h = h
        self.linears = nn.CellList([nn.Dense(d_model, d_model) for _ in range(4)])
        self.dropout = nn.Dropout(p=dropout)

    def construct(self, query, key, value):
        nbatches = query.shape[0]
        query = self.linears[0](query).view(nbatches, -1, self.h, self.d_k).swapaxes(1, 2)
        key = self.linears[1](key).view(nbatches, -1, self.h, self.d_k).swapaxes(1, 2)
        value = self.linears[2](value).view(nbatches, -1, self.h, self.d_k).swapaxes(1, 2)
        x = attention(query, key, value, self.dropout)
        x = x.swapaxes(1, 2).view(nbatches, -1, self.h * self.d_k)
        return self.linears[3](x)


class SublayerConnection(nn.Cell):
    def __init__(self, size, sublayer):
        super().__init__()
        self.norm = nn.LayerNorm((size,))
        self.sublayer = sublayer

    def construct(self, x):
        h = self.norm(x)
        return x + self.sublayer(h, h, h)


class AnnotatedEncoder(nn.Cell):
    def __init__(self, d_model=32, h=4, N=2):
        super().__init__()
        self.layers = nn.CellList([SublayerConnection(d_model, MultiHeadedAttention(h, d_model)) for _ in range(N)])
        self.norm = nn.LayerNorm((d_model,))

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.norm(x)


enc = AnnotatedEncoder()
enc.set_train(False)
src = ms.Tensor(np.random.randn(2, 10, 32).astype(np.float32))
print(enc(src).shape)
