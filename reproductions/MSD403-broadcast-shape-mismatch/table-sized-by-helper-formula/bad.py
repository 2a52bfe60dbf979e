"""A small vision transformer sizes its position table with a helper that computes the patch grid
of the convolutional stem. The helper's formula leaves out the "+ 1" of a convolution's output
size, so the table has 9 rows for the 16 patches the stem makes. The line to change is the
helper's return."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore.common.initializer import initializer

ms.set_context(mode=ms.GRAPH_MODE)


def grid_size(image, kernel, stride):
    return (image - kernel) // stride  # expect: MSD403


class PatchTransformer(nn.Cell):
    def __init__(self, image=16, patch=4, dim=12):
        super().__init__()
        self.stem = nn.Conv2d(3, dim, patch, stride=patch, pad_mode="valid")
        side = grid_size(image, patch, patch)
        self.pos = Parameter(initializer("zeros", (1, side ** 2, dim)), name="pos")
        self.head = nn.Dense(dim, 2)

    def construct(self, images):
        tokens = self.stem(images).flatten(start_dim=2).swapaxes(1, 2)
        tokens = tokens + self.pos
        return self.head(tokens.mean(axis=1))


if __name__ == "__main__":
    print(PatchTransformer()(Tensor(np.random.randn(2, 3, 16, 16), ms.float32)).shape)
