"""Box regression head: the helper that decides which boxes to keep returns its comparison as a
float32 tensor, which then serves as the condition of `ops.where`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from boxes import valid_boxes

ms.set_context(mode=ms.GRAPH_MODE)


class BoxHead(nn.Cell):
    def __init__(self, dim=16, min_size=0.05):
        super().__init__()
        self.reg = nn.Dense(dim, 4)
        self.min_size = min_size

    def construct(self, feats):
        boxes = ops.sigmoid(self.reg(feats))
        keep = valid_boxes(boxes[:, 2], boxes[:, 3], self.min_size)
        return ops.where(keep[:, None], boxes, ops.zeros_like(boxes))


if __name__ == "__main__":
    np.random.seed(0)
    print(BoxHead()(ms.Tensor(np.random.randn(6, 16), ms.float32)).shape)
