import math

from mindspore import nn, ops

import config as cfg

_GRL_STEP = 0


def grl_lambda(step, total_steps):
    p = min(step / total_steps, 1.0)
    return 2.0 / (1.0 + math.exp(-cfg.GRL_GAMMA * p)) - 1.0


def reverse_gradient(x, lam):
    # identity in the forward pass, gradient multiplied by -lam in the backward pass
    return (1.0 + lam) * ops.stop_gradient(x) - lam * x


class DANN(nn.Cell):
    def __init__(self, total_steps):
        super().__init__()
        self.total_steps = total_steps
        self.features = nn.SequentialCell(nn.Dense(cfg.BANDS, cfg.HIDDEN), nn.ReLU(),
                                          nn.Dense(cfg.HIDDEN, cfg.HIDDEN), nn.ReLU())
        self.crop_head = nn.Dense(cfg.HIDDEN, len(cfg.CROPS))
        self.domain_head = nn.SequentialCell(nn.Dense(cfg.HIDDEN, 16), nn.ReLU(), nn.Dense(16, 1))
        self.ce = nn.CrossEntropyLoss()
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, x_src, y_src, x_tgt):
        global _GRL_STEP
        _GRL_STEP = _GRL_STEP + 1  # ROOT
        lam = grl_lambda(_GRL_STEP, self.total_steps)
        f_src = self.features(x_src)
        f_tgt = self.features(x_tgt)
        task = self.ce(self.crop_head(f_src), y_src)
        f_all = reverse_gradient(ops.concat((f_src, f_tgt), axis=0), lam)
        dom_logits = self.domain_head(f_all).squeeze(-1)
        dom_labels = ops.concat((ops.zeros(x_src.shape[0]), ops.ones(x_tgt.shape[0])))
        return task + self.bce(dom_logits, dom_labels)


def steps_taken():
    return _GRL_STEP
