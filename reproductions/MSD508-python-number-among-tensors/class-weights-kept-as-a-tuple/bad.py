"""Slot filling for flight-booking requests: a per-token tag loss weighted by how rare each tag
is. The weights come from a helper that returns a tuple of Python floats; the loss keeps them on
the cell and gathers one per token. Graph mode hands `ops.gather` a tuple, not a tensor, and
MindSpore stops with `Failed calling Gather with "input_params=Tuple[Float32*5]"`. The line to
change is where the weights are made."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from tag_weights import tag_weights

ms.set_context(mode=ms.GRAPH_MODE)


class WeightedTagLoss(nn.Cell):
    def __init__(self, weights):
        super().__init__()
        self.tag_weight = weights

    def construct(self, logits, tags):
        per_token = ops.cross_entropy(logits.reshape(-1, logits.shape[-1]), tags.reshape(-1), reduction="none")
        weight = self.tag_weight
        return (per_token * ops.gather(weight, tags.reshape(-1), 0)).mean()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    tags = rng.integers(0, 5, size=(4, 7)).astype(np.int32)
    loss = WeightedTagLoss(tag_weights(tags, 5))
    logits = ms.Tensor(rng.standard_normal((4, 7, 5)).astype(np.float32))
    print(loss(logits, ms.Tensor(tags)))
