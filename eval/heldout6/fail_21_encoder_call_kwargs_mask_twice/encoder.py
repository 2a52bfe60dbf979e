import mindspore as ms
from mindspore import nn, ops


class MaskedMixer(nn.Cell):
    """A light token mixer: masked mean over keys + residual MLP."""

    def __init__(self, dim):
        super().__init__()
        self.mix = nn.Dense(dim, dim)
        self.mlp = nn.SequentialCell([nn.Dense(dim, dim), nn.GELU()])

    def construct(self, x, key_padding_mask=None, residual_scale=1.0):
        keep = ops.logical_not(key_padding_mask).astype(ms.float32)[:, :, None]
        context = (x * keep).sum(axis=1, keepdims=True) / keep.sum(axis=1, keepdims=True)
        h = x + residual_scale * self.mix(context)
        return h + residual_scale * self.mlp(h)
