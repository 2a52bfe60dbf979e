"""The same normalisation with a reduction that keeps the time axis."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ChannelEnergyNorm(nn.Cell):
    def __init__(self, eps=1e-5):
        super().__init__()
        self.time_mean = ops.ReduceMean(keep_dims=True)
        self.eps = eps

    def construct(self, features):
        energy = self.time_mean(features * features, 2)
        return features / ops.sqrt(energy + self.eps)


if __name__ == "__main__":
    features = ms.Tensor(np.random.default_rng(0).standard_normal((2, 6, 50)).astype(np.float32))
    print(ChannelEnergyNorm()(features).shape)
