"""Multi-label image tagger trained with BCEWithLogitsLoss: the multi-hot
targets are converted to float32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Tagger(nn.Cell):
    def __init__(self, num_tags=6):
        super().__init__()
        self.features = nn.SequentialCell([nn.Conv2d(3, 8, 3, stride=2, pad_mode="same"), nn.ReLU()])
        self.head = nn.Dense(8, num_tags)

    def construct(self, images):
        return self.head(self.features(images).mean(axis=(2, 3)))


class TaggerWithLoss(nn.Cell):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.loss_fn = nn.BCEWithLogitsLoss()

    def construct(self, images, targets):
        logits = self.backbone(images)
        return self.loss_fn(logits, targets)


if __name__ == "__main__":
    np.random.seed(0)
    net = TaggerWithLoss(Tagger())
    images = ms.Tensor(np.random.randn(4, 3, 16, 16).astype(np.float32))
    targets = ms.Tensor(np.random.randint(0, 2, (4, 6)), ms.float32)
    loss = net(images, targets)
    print(loss.shape)
