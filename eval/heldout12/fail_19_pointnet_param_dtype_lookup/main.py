import numpy as np
import mindspore as ms
from mindspore import nn

from pointnet import PointNetLite
from shapes import SHAPES, point_cloud_batch

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(19)


def main():
    rng = np.random.default_rng(0)
    net = PointNetLite(len(SHAPES))
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for it in range(6):
        pts, labels = point_cloud_batch(16, 256, rng)
        loss = step(ms.Tensor(pts), ms.Tensor(labels))
        print(f"iter {it} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
