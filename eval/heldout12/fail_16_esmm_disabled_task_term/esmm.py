from mindspore import nn, ops

from losses import bce_with_logits, task_term


class Tower(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(dim, 32), nn.ReLU(), nn.Dense(32, 1))

    def construct(self, x):
        return self.mlp(x).squeeze(-1)


class ESMM(nn.Cell):
    """Entire-space multi-task model: pCTCVR = pCTR * pCVR over a shared embedding."""

    def __init__(self, field_sizes, emb_dim=8):
        super().__init__()
        self.embeds = nn.CellList([nn.Embedding(n, emb_dim) for n in field_sizes])
        dim = emb_dim * len(field_sizes)
        self.ctr = Tower(dim)
        self.cvr = Tower(dim)

    def construct(self, fields):
        x = ops.cat([emb(fields[:, i]) for i, emb in enumerate(self.embeds)], axis=-1)
        return self.ctr(x), self.cvr(x)


class ESMMLoss(nn.Cell):
    def __init__(self, net, w_ctr, w_ctcvr):
        super().__init__()
        self.net, self.w_ctr, self.w_ctcvr = net, w_ctr, w_ctcvr

    def construct(self, fields, click, convert):
        ctr_logit, cvr_logit = self.net(fields)
        p_ctcvr = ops.sigmoid(ctr_logit) * ops.sigmoid(cvr_logit)
        ctcvr_loss = ops.binary_cross_entropy(p_ctcvr.clamp(1e-6, 1 - 1e-6), click * convert)
        terms = [task_term(bce_with_logits(ctr_logit, click), self.w_ctr),
                 task_term(ctcvr_loss, self.w_ctcvr)]
        return ops.stack(terms).sum()
