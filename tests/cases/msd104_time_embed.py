"""Diffusion UNet block: the residual block needs the time embedding, the
caller forgets it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ResBlock(nn.Cell):
    def __init__(self, ch, temb_dim):
        super().__init__()
        self.conv1 = nn.Conv2d(ch, ch, 3, pad_mode="same")
        self.temb_proj = nn.Dense(temb_dim, ch)
        self.conv2 = nn.Conv2d(ch, ch, 3, pad_mode="same")

    def construct(self, x, temb):
        h = ops.silu(self.conv1(x))
        h = h + self.temb_proj(temb)[:, :, None, None]
        return x + self.conv2(ops.silu(h))


class MidBlock(nn.Cell):
    def __init__(self, ch=8, temb_dim=16):
        super().__init__()
        self.res1 = ResBlock(ch, temb_dim)
        self.res2 = ResBlock(ch, temb_dim)

    def construct(self, x, temb):
        x = self.res1(x, temb)
        return self.res2(x)  # expect: MSD104


if __name__ == "__main__":
    np.random.seed(0)
    mid = MidBlock()
    x = ms.Tensor(np.random.randn(1, 8, 8, 8).astype(np.float32))
    temb = ms.Tensor(np.random.randn(1, 16).astype(np.float32))
    print(mid(x, temb).shape)
