"""A face-verification head uses an additive margin that warms up over training. The margin is a
property computed from the training progress, a plain Python object the loop advances. Graph
mode reads the property once, while compiling; the margin stays at its first value, silently."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Progress:
    def __init__(self, total):
        self.step, self.total = 0, total

    @property
    def fraction(self):
        return min(1.0, self.step / max(1, self.total))


class MarginHead(nn.Cell):
    def __init__(self, progress, full_margin=0.4):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.progress = progress
        self.full_margin = full_margin

    @property
    def margin(self):
        return self.full_margin * self.progress.fraction

    def construct(self, x):
        return self.fc(x) - self.margin  # expect: MSD708


if __name__ == "__main__":
    progress = Progress(total=4)
    head = MarginHead(progress)
    x = ms.Tensor(np.ones((1, 3), np.float32))
    for step in range(3):
        progress.step = step
        print(step, head(x).asnumpy().round(3).tolist())
