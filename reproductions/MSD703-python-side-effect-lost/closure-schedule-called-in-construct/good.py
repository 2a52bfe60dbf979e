"""The schedule runs on the host, in the training loop, and its value is passed in as a tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def decaying(start, steps):
    state = {"calls": 0}

    def next_value():
        value = start * max(0.0, 1.0 - state["calls"] / steps)
        state["calls"] += 1
        return value

    return next_value


class SmoothedLoss(nn.Cell):
    def construct(self, logits, target, eps):
        soft = target * (1.0 - eps) + eps / 3
        return -(soft * ops.log_softmax(logits, axis=-1)).sum(axis=-1).mean()


if __name__ == "__main__":
    schedule, loss = decaying(0.3, 2), SmoothedLoss()
    logits = Tensor(np.random.randn(2, 3), ms.float32)
    target = Tensor(np.eye(3, dtype=np.float32)[:2])
    print(loss(logits, target, Tensor(schedule(), ms.float32)), loss(logits, target, Tensor(schedule(), ms.float32)))
