import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter


class SpamScorer(nn.Cell):
    """Prior token log-odds from the legacy filter plus a hard boost for moderator-reported tokens."""

    def __init__(self, token_log_odds, bias, boost):
        super().__init__()
        self.log_odds = Parameter(ms.Tensor(token_log_odds.astype(np.float32)), name="log_odds",
                                  requires_grad=False)
        self.bias = bias
        self.boost = boost
        self.blocklist = np.zeros(token_log_odds.shape[0], np.float32)

    def report(self, token_ids):
        self.blocklist[token_ids] = 1.0

    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32)
        evidence = (ops.gather(self.log_odds, ids, 0) * mask).sum(axis=1)
        blocked = (ops.gather(ms.Tensor(self.blocklist), ids, 0) * mask).max(axis=1)  # ROOT
        return ops.sigmoid(evidence + self.bias + self.boost * blocked)
