"""The schedule is built in float32, so its tables and the scaled input stay float32."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def make_tables(steps):
    noise = np.linspace(1e-4, 0.05, steps, dtype=np.float32)
    keep = np.cumprod(1.0 - noise)
    return {"signal": Tensor(np.sqrt(keep)), "noise": Tensor(np.sqrt(1.0 - keep))}


class Denoiser(nn.Cell):
    def __init__(self, tables):
        super().__init__()
        self.signal = tables["signal"]
        self.conv = nn.Conv2d(1, 4, 3)

    def construct(self, image, step):
        scale = ops.gather(self.signal, step, 0).reshape(-1, 1, 1, 1)
        return self.conv(image * scale)


if __name__ == "__main__":
    image = Tensor(np.random.randn(2, 1, 8, 8), ms.float32)
    step = Tensor(np.array([3, 7]), ms.int32)
    print(Denoiser(make_tables(10))(image, step).shape)
