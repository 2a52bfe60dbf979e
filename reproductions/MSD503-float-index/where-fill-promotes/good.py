"""Token-level loss for a tagger with padding: the padding id is replaced with the integer 0, so the
targets stay int32 for the gather."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

PAD = -1


def picked_log_probs(log_probs, targets):
    valid = targets != PAD
    safe = ops.where(valid, targets, 0)
    picked = ops.gather_elements(log_probs, -1, safe.expand_dims(-1))
    return picked.squeeze(-1), valid


class TaggerLoss(nn.Cell):
    def construct(self, logits, targets):
        log_probs = ops.log_softmax(logits, -1)
        picked, valid = picked_log_probs(log_probs, targets)
        return -(picked * valid.astype(ms.float32)).sum() / valid.sum()


if __name__ == "__main__":
    logits = Tensor(np.random.default_rng(0).normal(size=(2, 5, 4)), ms.float32)
    targets = Tensor(np.array([[1, 2, 3, PAD, PAD], [0, 1, 2, 3, PAD]]), ms.int32)
    print(TaggerLoss()(logits, targets))
