import numpy as np
import mindspore as ms
from mindspore import nn, ops

from necks import TopDownFPN, SemanticHead

ms.set_context(mode=ms.GRAPH_MODE)

NUM_CLASSES = 7


def stage(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
                             nn.Conv2d(cout, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())


class SemSegNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c1 = stage(3, 16)
        self.c2 = stage(16, 32)
        self.c3 = stage(32, 64)
        self.c4 = stage(64, 96)
        self.fpn = TopDownFPN((32, 64, 96), 48)
        self.head = SemanticHead(48, NUM_CLASSES)

    def construct(self, img):
        f2 = self.c2(self.c1(img))
        f3 = self.c3(f2)
        f4 = self.c4(f3)
        logits = self.head(self.fpn((f2, f3, f4)))
        return ops.interpolate(logits, size=img.shape[2:], mode="bilinear", align_corners=False)


net = SemSegNet()
criterion = nn.CrossEntropyLoss(ignore_index=255)
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.02, momentum=0.9, weight_decay=1e-4)


def loss_fn(img, label):
    return criterion(net(img), label)


grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)


@ms.jit
def train_step(img, label):
    loss, grads = grad_fn(img, label)
    optimizer(grads)
    return loss


def street_batch(rng, b=2, size=64):
    img = rng.random((b, 3, size, size)).astype(np.float32)
    label = (img[:, 0] * NUM_CLASSES).astype(np.int32).clip(0, NUM_CLASSES - 1)
    label[:, -3:] = 255
    return ms.Tensor(img), ms.Tensor(label)


rng = np.random.default_rng(0)
net.set_train()
for it in range(3):
    print("iter", it, "loss", train_step(*street_batch(rng)))
