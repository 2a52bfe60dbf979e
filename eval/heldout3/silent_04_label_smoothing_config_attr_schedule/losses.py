from mindspore import nn, ops
import mindspore as ms


class SmoothedCE(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg

    def construct(self, logits, labels):
        eps = self.cfg.label_smoothing  # ROOT
        k = logits.shape[-1]
        onehot = ops.one_hot(labels, k, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))
        target = onehot * (1.0 - eps) + eps / k
        logp = ops.log_softmax(logits, axis=-1)
        return -(target * logp).sum(axis=-1).mean()
