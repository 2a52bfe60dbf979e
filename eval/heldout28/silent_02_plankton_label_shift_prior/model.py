import numpy as np
from mindspore import nn, Tensor


class PlanktonClassifier(nn.Cell):
    """MLP on morphometrics; the log class prior is added to the logits (logit adjustment)."""

    def __init__(self, n_features, prior):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(n_features, 32), nn.ReLU(), nn.Dense(32, len(prior))])
        self.log_prior = np.log(np.asarray(prior, np.float32))

    def construct(self, x):
        return self.body(x) + Tensor(self.log_prior)  # ROOT

    def set_prior(self, prior):
        """Swap in the deployment-site prior without retraining."""
        self.log_prior[:] = np.log(np.asarray(prior, np.float32))
