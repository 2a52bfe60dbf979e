import mindspore as ms
from mindspore import nn, ops, Tensor

IGNORE_INDEX = -100


def split_ignored(labels):
    """Return labels with ignored positions replaced by tag 0, and a validity mask."""
    valid = labels != IGNORE_INDEX
    safe_labels = ops.where(valid, labels, 0.0)  # ROOT
    return safe_labels, valid.astype(ms.float32)


class WeightedTokenNLL(nn.Cell):
    def __init__(self, class_weights):
        super().__init__()
        self.class_weights = Tensor(class_weights, ms.float32)

    def construct(self, log_probs, labels):
        safe_labels, valid = split_ignored(labels)
        picked = ops.gather_elements(log_probs, -1, safe_labels.expand_dims(-1)).squeeze(-1)
        w = ops.gather(self.class_weights, safe_labels, 0) * valid
        return -(picked * w).sum() / ops.clamp(w.sum(), min=1e-6)
