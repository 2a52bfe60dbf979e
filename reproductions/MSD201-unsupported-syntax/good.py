"""Detection head that normalises boxes with an eps guard (no try/except)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def safe_normalize(boxes, eps=1e-6):
    norm = ops.sqrt((boxes * boxes).sum(axis=-1, keepdims=True))
    return boxes / (norm + eps)


class BoxHead(nn.Cell):
    def __init__(self, dim=32, num_anchors=4):
        super().__init__()
        self.conv = nn.Conv2d(dim, dim, 3, pad_mode="same")
        self.box = nn.Conv2d(dim, num_anchors * 4, 1)
        self.num_anchors = num_anchors

    def construct(self, feats):
        x = ops.relu(self.conv(feats))
        boxes = self.box(x)
        b = boxes.shape[0]
        boxes = boxes.reshape(b, self.num_anchors, 4, -1).transpose(0, 3, 1, 2)
        return safe_normalize(boxes)


class Detector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Conv2d(3, 32, 3, stride=2, pad_mode="same"), nn.ReLU()])
        self.head = BoxHead()

    def construct(self, images):
        return self.head(self.backbone(images))


if __name__ == "__main__":
    np.random.seed(0)
    det = Detector()
    images = ms.Tensor(np.random.randn(1, 3, 16, 16).astype(np.float32))
    print(det(images).shape)
