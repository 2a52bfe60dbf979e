import mindspore as ms
from mindspore import nn, ops

import schedule


class AnnealedELBO(nn.Cell):
    def __init__(self, vae):
        super().__init__()
        self.vae = vae
        self.ce = nn.CrossEntropyLoss()

    def construct(self, ids, eps):
        logits, mu, logvar = self.vae(ids, eps)
        rec = self.ce(logits.reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))
        kl = -0.5 * (1 + logvar - mu * mu - ops.exp(logvar)).sum(axis=-1).mean()
        beta = min(1.0, schedule.current_step() / schedule.KL_WARMUP_STEPS)  # ROOT
        return rec + beta * kl, ops.scalar_to_tensor(beta, ms.float32)
