from mindspore import nn, ops


class GumbelQuantizer(nn.Cell):
    """Relaxed categorical code assignment; tau is annealed by the training loop."""

    def __init__(self, hidden, codebook, tau):
        super().__init__()
        self.to_logits = nn.Dense(hidden, codebook)
        self.codes = nn.Dense(codebook, hidden, has_bias=False)
        self.tau = tau

    def construct(self, h, gumbel_noise):
        logits = self.to_logits(h)
        soft = ops.softmax((logits + gumbel_noise) / self.tau, axis=-1)  # ROOT
        return self.codes(soft), soft
