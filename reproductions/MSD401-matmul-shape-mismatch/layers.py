"""Reusable building blocks for the audio tagger."""
import mindspore as ms
from mindspore import nn, ops


class FeedForward(nn.Cell):
    def __init__(self, in_dim, hidden_dim, out_dim):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden_dim)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(hidden_dim, out_dim)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class ConvFrontend(nn.Cell):
    """Log-mel (B, 1, n_mels, frames) -> (B, frames', channels)."""

    def __init__(self, channels):
        super().__init__()
        self.conv = nn.Conv2d(1, channels, 3, stride=2, pad_mode="same")
        self.act = nn.ReLU()

    def construct(self, mel):
        x = self.act(self.conv(mel))          # (B, C, F/2, T/2)
        x = x.mean(axis=2)                    # pool over frequency -> (B, C, T/2)
        return x.swapaxes(1, 2)               # (B, T/2, C)
