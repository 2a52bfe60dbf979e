import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class ConvBNReLU(nn.Cell):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn = nn.BatchNorm2d(cout)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10, use_aux=True):
        super().__init__()
        self.stem = ConvBNReLU(3, 16)
        self.stage1 = ConvBNReLU(16, 32, stride=2)
        self.stage2 = ConvBNReLU(32, 64, stride=2)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(64, num_classes)
        self.aux = nn.Dense(32, num_classes) if use_aux else None

    def construct(self, x):
        x = self.stem(x)
        f1 = self.stage1(x)
        f2 = self.stage2(f1)
        logits = self.fc(self.pool(f2).flatten(start_dim=1))
        try:  # ROOT
            aux = self.aux(self.pool(f1).flatten(start_dim=1))
        except TypeError:
            aux = ops.zeros_like(logits)
        return logits, aux


class LossWithAux(nn.Cell):
    def __init__(self, net, aux_weight=0.4):
        super().__init__()
        self.net = net
        self.aux_weight = aux_weight
        self.ce = nn.CrossEntropyLoss()

    def construct(self, img, label):
        logits, aux = self.net(img)
        return self.ce(logits, label) + self.aux_weight * self.ce(aux, label)


net = SmallCNN()
loss_net = LossWithAux(net)
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
trainer = nn.TrainOneStepCell(loss_net, opt)
trainer.set_train(True)

images = Tensor(np.random.rand(4, 3, 32, 32).astype(np.float32))
labels = Tensor(np.random.randint(0, 10, (4,)).astype(np.int32))
for epoch in range(2):
    print(epoch, trainer(images, labels))
