"""PYNATIVE mode, but the block's construct is decorated with @ms.jit; the
call to the attention uses a misspelled keyword."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Attention(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.qkv = nn.Dense(dim, dim * 3)

    def construct(self, x, key_padding_mask=None):
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        s = ops.bmm(q, k.swapaxes(1, 2))
        if key_padding_mask is not None:
            s = s - key_padding_mask[:, None, :] * 1e9
        return ops.bmm(ops.softmax(s, axis=-1), v)


class Block(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.attn = Attention(dim)
        self.norm = nn.LayerNorm((dim,))

    @ms.jit
    def construct(self, x, pad_mask):
        return self.norm(x + self.attn(x, key_padding_masks=pad_mask))  # expect: MSD102


if __name__ == "__main__":
    np.random.seed(0)
    block = Block()
    x = ms.Tensor(np.random.randn(2, 5, 16).astype(np.float32))
    pad = ms.Tensor(np.zeros((2, 5), np.float32))
    print(block(x, pad).shape)
