"""A continual-learning classifier only scores the tasks unlocked so far, read from a Python list.
Unlocking a task appends to the list after the graph was compiled; the graph keeps the list it
was compiled with, so the new task's classes stay masked out."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TaskClassifier(nn.Cell):
    def __init__(self, tasks=3, per_task=2):
        super().__init__()
        self.head = nn.Dense(6, tasks * per_task)
        self.per_task = per_task
        self.unlocked = [0]

    def construct(self, x):
        logits = self.head(x)
        limit = len(self.unlocked) * self.per_task  # expect: MSD708
        return logits[:, :limit].sum()


if __name__ == "__main__":
    net = TaskClassifier()
    x = Tensor(np.ones((2, 6)), ms.float32)
    print(net(x))
    net.unlocked.append(1)
    print(net(x))
