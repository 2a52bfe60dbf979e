"""Logit adjustment for a long-tailed classifier: the head subtracts a log class prior, held as a
plain Tensor attribute, and the training script re-estimates the prior after each epoch by
putting a new tensor in its place. Graph mode folded the first tensor into the compiled graph as
a constant; the new priors are never used, and nothing says so."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class AdjustedHead(nn.Cell):
    def __init__(self, classes=3):
        super().__init__()
        self.fc = nn.Dense(4, classes, weight_init="zeros", bias_init="zeros")
        self.log_prior = ms.Tensor(np.zeros(classes, np.float32))

    def construct(self, x):
        return self.fc(x) - self.log_prior


if __name__ == "__main__":
    head = AdjustedHead()
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print("epoch 0", head(x).asnumpy().round(3).tolist())
    counts = np.array([50.0, 30.0, 20.0], np.float32)
    head.log_prior = ms.Tensor(np.log(counts / counts.sum()))  # expect: MSD708
    print("epoch 1", head(x).asnumpy().round(3).tolist())
