import mindspore as ms
import numpy as np
from mindspore import nn

from losses import MoETrainLoss
from model import MoELayer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(6, 8)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 3, size=(6,)).astype(np.int32))
    moe, head = MoELayer(8), nn.Dense(8, 3)
    net = MoETrainLoss(moe, head)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(net, opt)
    for i in range(2):
        step(x, y)
    print("done")


if __name__ == "__main__":
    main()
