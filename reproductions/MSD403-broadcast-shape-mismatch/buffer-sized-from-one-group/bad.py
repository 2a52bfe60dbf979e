"""Feature normaliser for a two-tower recommender: the running mean is allocated for the user
features only, but it is updated with the concatenation of user and item features."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class RunningNorm(nn.Cell):
    def __init__(self, user_dim, item_dim, momentum=0.1):
        super().__init__()
        self.momentum = momentum
        self.running_mean = ms.Parameter(ops.zeros((user_dim,), ms.float32), name="running_mean",  # expect: MSD403
                                         requires_grad=False)

    def construct(self, user, item):
        feats = ops.concat((user, item), -1)
        batch_mean = feats.mean(0)
        updated = (1 - self.momentum) * self.running_mean + self.momentum * batch_mean
        ops.assign(self.running_mean, updated)
        return feats - updated


if __name__ == "__main__":
    np.random.seed(0)
    norm = RunningNorm(8, 4)
    print(norm(ms.Tensor(np.random.randn(5, 8), ms.float32), ms.Tensor(np.random.randn(5, 4), ms.float32)).shape)
