import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from heads import CosFaceHead

ms.set_context(mode=ms.GRAPH_MODE)


def conv_bn(cin, cout, stride):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout), nn.PReLU(cout),
    ])


class FaceBackbone(nn.Cell):
    def __init__(self, embed_dim=128):
        super().__init__()
        self.body = nn.SequentialCell([conv_bn(3, 32, 2), conv_bn(32, 64, 2), conv_bn(64, 128, 2)])
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(128 * 14 * 14, embed_dim)
        self.bn = nn.BatchNorm1d(embed_dim)

    def construct(self, x):
        return self.bn(self.fc(self.flatten(self.body(x))))


class Recognizer(nn.Cell):
    def __init__(self, backbone, head):
        super().__init__()
        self.backbone = backbone
        self.head = head
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, images, labels):
        logits = self.head(self.backbone(images), labels)
        return self.ce(logits, labels)


backbone = FaceBackbone(embed_dim=128)
backbone.to_float(ms.float16)  # ROOT
net = Recognizer(backbone, CosFaceHead(128, num_ids=200))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9, weight_decay=5e-4)
trainer = nn.TrainOneStepCell(net, opt)
trainer.set_train()

rng = np.random.default_rng(5)
for it in range(3):
    images = Tensor(rng.random((16, 3, 112, 112), dtype=np.float32))
    ids = Tensor(rng.integers(0, 200, size=16).astype(np.int32))
    print("iter", it, "loss", trainer(images, ids).asnumpy())
