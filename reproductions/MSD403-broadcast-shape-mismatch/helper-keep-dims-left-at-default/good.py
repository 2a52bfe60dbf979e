"""Per-channel centring of (batch, channels, time) epochs with a helper whose `keep_dims`
defaults to False. The call leaves it out, so the mean is (batch, channels) and cannot be
subtracted from the epochs; the line to change is the call, not the helper's reduction."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def channel_mean(x, keep_dims=False):
    return ops.mean(x, axis=-1, keep_dims=keep_dims)


class Centering(nn.Cell):
    def construct(self, x):
        mu = channel_mean(x, keep_dims=True)
        return x - mu


if __name__ == "__main__":
    np.random.seed(0)
    print(Centering()(ms.Tensor(np.random.randn(4, 3, 50).astype(np.float32))).shape)
