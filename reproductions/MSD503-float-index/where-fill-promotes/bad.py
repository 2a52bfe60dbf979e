"""Token-level loss for a tagger with padding: the helper replaces the padding id with 0.0, which
turns the int32 targets into float32, and the gather of the picked log-probabilities rejects them."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

PAD = -1


def picked_log_probs(log_probs, targets):
    valid = targets != PAD
    safe = ops.where(valid, targets, 0.0)  # expect: MSD503
    picked = ops.gather_elements(log_probs, -1, safe.expand_dims(-1))  # via
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
