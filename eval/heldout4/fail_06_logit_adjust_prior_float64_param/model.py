import numpy as np
from mindspore import nn, Parameter, Tensor


class LogitAdjustedHead(nn.Cell):
    """Linear classifier plus tau * log(prior), the logit-adjustment loss of Menon et al."""

    def __init__(self, in_dim, counts, tau=1.0):
        super().__init__()
        priors = counts / counts.sum()
        self.fc = nn.Dense(in_dim, len(counts))
        self.log_prior = Parameter(Tensor(tau * np.log(priors)), name="log_prior", requires_grad=False)  # ROOT

    def construct(self, x):
        return self.fc(x) + self.log_prior


class Classifier(nn.Cell):
    def __init__(self, in_dim, hidden, counts):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU()])
        self.head = LogitAdjustedHead(hidden, counts)

    def construct(self, x):
        return self.head(self.backbone(x))
