import mindspore as ms
import numpy as np
from mindspore import nn

from layers import WarmupResidual


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    x = ms.Tensor(np.ones((2, 4), np.float32))
    block = WarmupResidual(4)
    block.set_train(False)
    base = block.branch(x).asnumpy()
    for step in range(3):
        out = block(x).asnumpy()
        gate = float(((out - 1.0) / base).mean())
        print(f"step {step} residual gate {gate:.2f}")


if __name__ == "__main__":
    main()
