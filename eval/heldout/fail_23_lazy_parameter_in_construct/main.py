import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal


class LazyPositionalEncoding(nn.Cell):
    """Learned positional table created on first use so max_len needn't be known."""

    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def construct(self, x):
        seq_len = x.shape[1]
        table = Parameter(initializer(Normal(0.02), (1, seq_len, self.dim), ms.float32), name="pos_table")  # ROOT
        return x + table


class AudioEncoder(nn.Cell):
    def __init__(self, n_mels=20, dim=32):
        super().__init__()
        self.frontend = nn.Conv1d(n_mels, dim, 3, stride=2, pad_mode="pad", padding=1)
        self.pos = LazyPositionalEncoding(dim)
        self.layer = nn.TransformerEncoderLayer(dim, 4, dim_feedforward=64, batch_first=True)
        self.classifier = nn.Dense(dim, 8)

    def construct(self, mel):
        h = ops.gelu(self.frontend(mel)).transpose(0, 2, 1)
        h = self.layer(self.pos(h))
        return self.classifier(h.mean(axis=1))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    enc = AudioEncoder()
    mel = ms.Tensor(np.random.randn(2, 20, 40).astype(np.float32))
    print(enc(mel).shape)
