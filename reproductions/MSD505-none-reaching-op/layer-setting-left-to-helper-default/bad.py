"""An MLP-Mixer block for small images. A `norm` helper takes the epsilon as an optional
argument that defaults to None and hands it to `nn.LayerNorm`; the token-mixing norm is built
without it, so the layer holds `epsilon=None` and fails when it is called. The line to change is
the call that left the epsilon out."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

EPS = 1e-6


def norm(width, eps=None):
    return nn.LayerNorm((width,), epsilon=eps)


class MixerBlock(nn.Cell):
    def __init__(self, tokens=16, channels=8):
        super().__init__()
        self.token_norm = norm(channels)  # expect: MSD505
        self.token_mix = nn.Dense(tokens, tokens)
        self.channel_norm = norm(channels, EPS)
        self.channel_mix = nn.Dense(channels, channels)

    def construct(self, x):
        x = x + self.token_mix(self.token_norm(x).swapaxes(1, 2)).swapaxes(1, 2)
        return x + self.channel_mix(self.channel_norm(x))


if __name__ == "__main__":
    patches = ms.Tensor(np.random.default_rng(0).standard_normal((2, 16, 8)).astype(np.float32))
    print(MixerBlock()(patches).shape)
