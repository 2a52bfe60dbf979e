"""Affine normalisation written as a jit function over two global parameters; the bias was made
by copying the scale's line, name included."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

scale = Parameter(Tensor(np.ones((4,)), ms.float32), name="norm_scale")
shift = Parameter(Tensor(np.zeros((4,)), ms.float32), name="norm_scale")  # expect: MSD220


@ms.jit
def normalize(x):
    centred = x - x.mean(axis=-1, keep_dims=True)
    return centred * scale + shift


if __name__ == "__main__":
    np.random.seed(0)
    print(normalize(Tensor(np.random.randn(2, 4), ms.float32)).shape)
