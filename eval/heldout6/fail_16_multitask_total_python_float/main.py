import mindspore as ms
import numpy as np
from mindspore import nn

from losses import MultiTaskLoss
from model import SharedTrunk, TrainNet

TASK_WEIGHTS = [1.0, 0.5]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(6, 8)).astype(np.float32)
    cls_t = (x[:, 0] > 0).astype(np.int32)
    reg_t = x[:, 1].astype(np.float32)

    net = TrainNet(SharedTrunk(8, 16, 2), MultiTaskLoss(TASK_WEIGHTS))
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    step = nn.TrainOneStepCell(net, opt)
    for i in range(2):
        print("step", i, "loss", step(ms.Tensor(x), ms.Tensor(cls_t), ms.Tensor(reg_t)).asnumpy())


if __name__ == "__main__":
    main()
