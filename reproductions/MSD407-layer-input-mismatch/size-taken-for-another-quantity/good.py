"""Keyword spotter whose blocks normalize their channels: BatchNorm1d built with the output channels."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

N_MFCC, N_FRAMES, N_WORDS = 13, 40, 5


class Block(nn.Cell):
    def __init__(self, cin, cout, n_frames):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, 3, pad_mode="same")
        self.norm = nn.BatchNorm1d(cout)

    def construct(self, x):
        return ops.relu(self.norm(self.conv(x)))


class Spotter(nn.Cell):
    def __init__(self, n_mfcc, n_frames, n_words):
        super().__init__()
        self.block = Block(n_mfcc, 24, n_frames)
        self.head = nn.Dense(24, n_words)

    def construct(self, mfcc):
        return self.head(self.block(mfcc).mean(axis=-1))


if __name__ == "__main__":
    np.random.seed(0)
    mfcc = ms.Tensor(np.random.randn(4, N_MFCC, N_FRAMES), ms.float32)
    print(Spotter(N_MFCC, N_FRAMES, N_WORDS)(mfcc).shape)
