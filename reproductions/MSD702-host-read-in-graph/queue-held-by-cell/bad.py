"""A serving cell lets an operator switch a smoothing filter on by putting a command on a queue
that another thread fills. `construct` asks the queue whether it is empty: graph mode asks once,
while compiling, and the answer is frozen into the graph, so the command is never seen. The line
to change is the queue's read in `construct`."""
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

    def construct(self, x):
        y = self.score(x)
        if not self.commands.empty():  # expect: MSD702
            y = ops.tanh(y)
        return y


if __name__ == "__main__":
    ms.set_seed(0)
    scorer = SmoothedScorer()
    x = ms.Tensor(np.full((1, 4), 30.0, np.float32))
    print("before: %.2f" % float(scorer(x).asnumpy()[0, 0]))
    scorer.commands.put("smooth")
    print("after the command: %.2f" % float(scorer(x).asnumpy()[0, 0]))
