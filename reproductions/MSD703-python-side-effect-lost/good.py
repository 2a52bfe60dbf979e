"""Classifier wrapped with its loss; the training loop keeps a history of the
per-batch losses for a learning-curve plot.

Fixed: construct returns the loss and the history is kept outside the graph.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Classifier(nn.Cell):
    def __init__(self, dim=16, num_classes=4):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(dim, 32), nn.ReLU(), nn.Dense(32, num_classes)])

    def construct(self, x):
        return self.net(x)


class LossWithHistory(nn.Cell):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.loss_fn = nn.CrossEntropyLoss()
        self.loss_history = []

    def construct(self, x, labels):
        loss = self.loss_fn(self.backbone(x), labels)
        return loss


if __name__ == "__main__":
    np.random.seed(0)
    net = LossWithHistory(Classifier())
    x = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
    labels = ms.Tensor(np.random.randint(0, 4, (8,)), ms.int32)
    for step in range(3):
        loss = net(x, labels)
        net.loss_history.append(float(loss.asnumpy()))
        print(f"step {step}: loss {float(loss.asnumpy()):.4f}")
    print("recorded losses:", len(net.loss_history))
