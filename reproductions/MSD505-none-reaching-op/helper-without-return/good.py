"""Audio embedding model whose helper standardises each clip but forgets to return the result:
the helper's last line computes it and the function ends, so the model gets None and graph
mode fails at the first op that uses it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def standardise(x, eps=1e-5):
    mean = x.mean(axis=-1, keep_dims=True)
    std = ops.sqrt(((x - mean) ** 2).mean(axis=-1, keep_dims=True))
    return (x - mean) / (std + eps)


class ClipEmbedder(nn.Cell):
    def __init__(self, samples=32, dim=8):
        super().__init__()
        self.proj = nn.Dense(samples, dim)

    def construct(self, clips):
        z = standardise(clips)
        return ops.tanh(self.proj(z))


if __name__ == "__main__":
    clips = ms.Tensor(np.random.default_rng(0).standard_normal((3, 32)), ms.float32)
    print(ClipEmbedder()(clips).shape)
