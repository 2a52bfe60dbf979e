import numpy as np
import mindspore as ms
from mindspore import nn, ops

from species import CENTRES, TRAIN_PRIOR


class PriorAdjustedClassifier(nn.Cell):
    """Gaussian linear classifier trained on balanced data, re-weighted for the deployment prior."""

    def __init__(self):
        super().__init__()
        self.weight = ms.Tensor(CENTRES)
        self.bias = ms.Tensor(-0.5 * (CENTRES ** 2).sum(1))
        self.train_prior = TRAIN_PRIOR.copy()
        self.site_prior = TRAIN_PRIOR.copy()          # refined in place by EM

    def construct(self, feats):
        logits = ops.matmul(feats, self.weight.T) + self.bias
        shift = ms.Tensor(np.log(self.site_prior / self.train_prior))  # ROOT
        return ops.softmax(logits + shift, -1)
