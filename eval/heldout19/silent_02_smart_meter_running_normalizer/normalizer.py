import numpy as np
import mindspore as ms
import mindspore.nn as nn


class RunningNormalizer(nn.Cell):
    def __init__(self, num_features, momentum=0.5):
        super().__init__()
        self.momentum = momentum
        self.mean = np.zeros(num_features, dtype=np.float32)
        self.var = np.ones(num_features, dtype=np.float32)

    def update(self, batch):
        self.mean[:] = self.momentum * self.mean + (1 - self.momentum) * batch.mean(axis=0)
        self.var[:] = self.momentum * self.var + (1 - self.momentum) * batch.var(axis=0)

    def construct(self, x):
        return (x - ms.Tensor(self.mean)) / ms.Tensor(np.sqrt(self.var) + 1e-5)  # ROOT
