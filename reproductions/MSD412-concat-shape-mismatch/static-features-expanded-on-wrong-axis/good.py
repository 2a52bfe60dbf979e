"""A demand model repeats each store's static features over the history's time steps and joins
them to the history; the helper adds the new axis in the wrong place."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from covariates_good import repeat_over_time

ms.set_context(mode=ms.GRAPH_MODE)


class DemandEncoder(nn.Cell):
    def __init__(self, dynamic=5, static=4, hidden=8):
        super().__init__()
        self.proj = nn.Dense(dynamic + static, hidden)

    def construct(self, history, store):
        static_seq = repeat_over_time(store, history.shape[1])
        x = ops.cat((history, static_seq), axis=-1)
        return self.proj(x).mean(axis=1)


if __name__ == "__main__":
    np.random.seed(0)
    history = ms.Tensor(np.random.randn(6, 12, 5), ms.float32)
    store = ms.Tensor(np.random.randn(6, 4), ms.float32)
    print(DemandEncoder()(history, store).shape)
