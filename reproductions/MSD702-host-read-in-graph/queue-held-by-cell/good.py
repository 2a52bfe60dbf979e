"""The switch is decided in Python, outside the graph, and passed in as a tensor."""
import queue

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SmoothedScorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 1)
        self.commands = queue.Queue()

    def construct(self, x, smooth):
        y = self.score(x)
        return ops.select(smooth, ops.tanh(y), y)


if __name__ == "__main__":
    ms.set_seed(0)
    scorer = SmoothedScorer()
    x = ms.Tensor(np.full((1, 4), 30.0, np.float32))
    print("before: %.2f" % float(scorer(x, ms.Tensor(not scorer.commands.empty())).asnumpy()[0, 0]))
    scorer.commands.put("smooth")
    smooth = ms.Tensor(not scorer.commands.empty())
    print("after the command: %.2f" % float(scorer(x, smooth).asnumpy()[0, 0]))
