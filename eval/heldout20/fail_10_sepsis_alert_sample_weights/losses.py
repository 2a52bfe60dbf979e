from mindspore import nn, ops


class WeightedBCE(nn.Cell):
    """Per-patient weighted BCE: late-stage ICU stays are up-weighted."""

    def __init__(self):
        super().__init__()
        self.bce = nn.BCEWithLogitsLoss(reduction="none")

    def construct(self, logits, labels, weights=None):
        per_sample = self.bce(logits, labels).squeeze(-1)
        return (per_sample * weights).sum() / weights.sum()
