"""The number of unlocked tasks is an input of the graph, so growing it changes the result."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TaskClassifier(nn.Cell):
    def __init__(self, tasks=3, per_task=2):
        super().__init__()
        self.head = nn.Dense(6, tasks * per_task)
        self.per_task = per_task
        self.columns = Tensor(np.arange(tasks * per_task), ms.int32)

    def construct(self, x, unlocked):
        logits = self.head(x)
        keep = (self.columns < unlocked * self.per_task).astype(logits.dtype)
        return (logits * keep).sum()


if __name__ == "__main__":
    net = TaskClassifier()
    x = Tensor(np.ones((2, 6)), ms.float32)
    unlocked = [0]
    print(net(x, Tensor(len(unlocked), ms.int32)))
    unlocked.append(1)
    print(net(x, Tensor(len(unlocked), ms.int32)))
