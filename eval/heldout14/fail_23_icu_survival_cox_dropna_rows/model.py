from mindspore import nn, ops


class DeepSurv(nn.Cell):
    def __init__(self, num_covariates, hidden):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(num_covariates, hidden), nn.SeLU(), nn.Dense(hidden, 1, has_bias=False))

    def construct(self, covariates):
        return self.net(covariates).squeeze(-1)


class CoxPartialLikelihood(nn.Cell):
    """Negative Breslow partial log-likelihood within the mini-batch."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, covariates, time, event):
        risk = self.net(covariates)
        at_risk = (time.expand_dims(0) >= time.expand_dims(1)).astype(risk.dtype)   # [i, j]: t_j >= t_i
        log_denominator = ops.log((ops.exp(risk).expand_dims(0) * at_risk).sum(axis=1))
        return -((risk - log_denominator) * event).sum() / ops.clamp(event.sum(), min=1.0)
