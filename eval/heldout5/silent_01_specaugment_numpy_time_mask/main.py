import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from augment import TimeMasking

ms.set_context(mode=ms.GRAPH_MODE)

N_MELS, N_FRAMES = 4, 12


class AugmentedFrontend(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mask = TimeMasking(N_FRAMES, max_width=3)

    def construct(self, spec):
        return self.mask(spec)


def main():
    np.random.seed(0)
    frontend = AugmentedFrontend()
    frontend.set_train()
    spec = ms.Tensor(np.ones((1, N_MELS, N_FRAMES), np.float32))
    for step in range(4):
        out = frontend(spec).asnumpy()[0, 0]
        masked = np.flatnonzero(out == 0).tolist()
        print(f"step {step}: masked frames {masked}")


if __name__ == "__main__":
    main()
