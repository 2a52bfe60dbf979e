import numpy as np
import mindspore as ms
from mindspore import nn, ops

from options import parse


class SoftTargets(nn.Cell):
    def __init__(self, temperature):
        super().__init__()
        self.temperature = temperature

    def construct(self, teacher_logits):
        inverse = 1.0 / self.temperature
        return ops.softmax(teacher_logits * inverse, axis=-1)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    args = parse([])
    soften = SoftTargets(args.temperature)
    print(soften(ms.Tensor(np.array([[2.0, 1.0, 0.5]], np.float32))))
