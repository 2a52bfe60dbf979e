"""Masked mean pooling over a padded sequence."""
from mindspore import nn, ops


class MaskedMeanPool(nn.Cell):
    def construct(self, tokens, keep=None):
        weights = keep.expand_dims(-1).astype(tokens.dtype)  # via
        return ops.sum(tokens * weights, 1) / ops.maximum(weights.sum(1), 1.0)
