from mindspore import nn, ops

import config as cfg


class InfoNCELoss(nn.Cell):
    def __init__(self, temperature, symmetric=True):
        super().__init__()
        self.temperature = temperature
        self.symmetric = symmetric

    def construct(self, img_emb, txt_emb):
        targets = ops.arange(img_emb.shape[0])
        logits = ops.matmul(img_emb, txt_emb.T) / self.temperature
        loss = ops.cross_entropy(logits, targets)
        if self.symmetric:
            loss = 0.5 * (loss + ops.cross_entropy(logits.T, targets))
        return loss


def build_loss():
    spec = cfg.LOSS
    if spec["name"] != "info_nce":
        raise ValueError(f"unknown loss {spec['name']}")
    return InfoNCELoss(temperature=spec.get("tau"), symmetric=spec["symmetric"])  # ROOT
