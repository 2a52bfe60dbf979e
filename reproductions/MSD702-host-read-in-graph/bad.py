"""Knowledge-distillation student whose softmax temperature is read from the
environment, so a training script can anneal it by setting DISTILL_TEMP.

Graph mode reads os.environ once, while compiling: later changes to
DISTILL_TEMP never reach the graph.
"""
import os

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class DistillStudent(nn.Cell):
    def __init__(self, dim=16, num_classes=5):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(dim, 32), nn.ReLU(), nn.Dense(32, num_classes)])

    def construct(self, x):
        logits = self.body(x)
        temp = float(os.environ.get("DISTILL_TEMP", "4.0"))  # expect: MSD702
        return ops.softmax(logits / temp, axis=-1)


if __name__ == "__main__":
    np.random.seed(0)
    model = DistillStudent()
    x = ms.Tensor(np.random.randn(2, 16).astype(np.float32))
    for temp in ("4.0", "2.0", "1.0"):
        os.environ["DISTILL_TEMP"] = temp          # anneal the temperature
        probs = model(x)
        print(f"DISTILL_TEMP={temp}: max prob {probs.asnumpy().max():.4f}")
