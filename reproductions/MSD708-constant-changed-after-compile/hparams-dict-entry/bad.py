"""Mean-teacher loss: the consistency weight is ramped up in a plain hparams dict that the loss
cell reads in construct. The compiled graph keeps the weight it read when it was compiled."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


class ConsistencyLoss(nn.Cell):
    def __init__(self, hparams):
        super().__init__()
        self.hparams = hparams

    def construct(self, student, teacher, labels):
        supervised = ops.cross_entropy(student, labels)
        consistency = ops.mse_loss(ops.softmax(student, -1), ops.softmax(teacher, -1))
        return supervised + self.hparams["consistency_weight"] * consistency  # expect: MSD708


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    hparams = {"consistency_weight": 0.0, "rampup": 3}
    loss_fn = ConsistencyLoss(hparams)
    student = ms.Tensor(np.random.randn(4, 5), ms.float32)
    teacher = ms.Tensor(np.random.randn(4, 5), ms.float32)
    labels = ms.Tensor(np.array([0, 1, 2, 3]), ms.int32)
    for epoch in range(3):
        print(epoch, hparams["consistency_weight"], float(loss_fn(student, teacher, labels)))
        hparams["consistency_weight"] = 10.0 * (epoch + 1) / hparams["rampup"]
