import numpy as np
import mindspore as ms
from mindspore import nn, ops


class DecayingSmoothingLoss(nn.Cell):
    """Cross entropy whose label smoothing fades out as more samples have been seen."""

    def __init__(self, net, num_classes, eps_start=0.3, decay_samples=64):
        super().__init__()
        self.net = net
        self.num_classes = num_classes
        self.eps_start = eps_start
        self.decay_samples = decay_samples
        self.samples_seen = np.zeros(1, dtype=np.float32)

    def construct(self, x, labels):
        self.samples_seen[0] += x.shape[0]  # ROOT
        progress = min(1.0, float(self.samples_seen[0]) / self.decay_samples)
        eps = self.eps_start * (1.0 - progress)
        logits = self.net(x)
        onehot = ops.one_hot(labels, self.num_classes, ops.ones((), ms.float32), ops.zeros((), ms.float32))
        target = onehot * (1.0 - eps) + eps / self.num_classes
        loss = -(target * ops.log_softmax(logits, axis=-1)).sum(axis=-1).mean()
        return loss, ops.scalar_to_tensor(eps, ms.float32)
