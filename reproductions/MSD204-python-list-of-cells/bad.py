"""MLP-Mixer style stack whose blocks are kept in a plain Python list."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MixerBlock(nn.Cell):
    def __init__(self, num_tokens, dim):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.token_mix = nn.Dense(num_tokens, num_tokens)
        self.norm2 = nn.LayerNorm((dim,))
        self.channel_mix = nn.Dense(dim, dim)

    def construct(self, x):
        y = self.token_mix(self.norm1(x).swapaxes(1, 2)).swapaxes(1, 2)
        x = x + y
        return x + self.channel_mix(self.norm2(x))


class Mixer(nn.Cell):
    def __init__(self, num_tokens=16, dim=32, depth=3, num_classes=10):
        super().__init__()
        self.blocks = [MixerBlock(num_tokens, dim) for _ in range(depth)]  # expect: MSD204
        self.head = nn.Dense(dim, num_classes)

    def construct(self, tokens):
        x = tokens
        for blk in self.blocks:
            x = blk(x)
        return self.head(x.mean(axis=1))


if __name__ == "__main__":
    np.random.seed(0)
    mixer = Mixer()
    tokens = ms.Tensor(np.random.randn(2, 16, 32).astype(np.float32))
    print(mixer(tokens).shape)
