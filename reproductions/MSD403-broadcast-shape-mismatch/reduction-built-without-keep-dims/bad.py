"""Per-channel energy normalisation in front of a speech model: each channel of the (B, C, T)
filterbank features is divided by its root-mean-square over time. The layer builds its
reduction as `ops.ReduceMean()`, whose `keep_dims` is False, so the energy comes out (B, C) and
cannot divide the (B, C, T) features. The broadcast fails in the division; the line to change is
where the reduction was built."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ChannelEnergyNorm(nn.Cell):
    def __init__(self, eps=1e-5):
        super().__init__()
        self.time_mean = ops.ReduceMean()  # expect: MSD403
        self.eps = eps

    def construct(self, features):
        energy = self.time_mean(features * features, 2)
        return features / ops.sqrt(energy + self.eps)


if __name__ == "__main__":
    features = ms.Tensor(np.random.default_rng(0).standard_normal((2, 6, 50)).astype(np.float32))
    print(ChannelEnergyNorm()(features).shape)
