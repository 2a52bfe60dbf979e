import mindspore as ms
from mindspore import nn, ops

from dataset import batches


class MobileBlock(nn.Cell):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.dw = nn.Conv2d(cin, cin, 3, stride, pad_mode="same", group=cin, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cin)
        self.pw = nn.Conv2d(cin, cout, 1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.act = nn.ReLU6()

    def construct(self, x):
        return self.act(self.bn2(self.pw(self.act(self.bn1(self.dw(x))))))


class TinyMobileNet(nn.Cell):
    def __init__(self, n_cls=4):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, 2, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU6())
        self.blocks = nn.SequentialCell(MobileBlock(16, 32, 1), MobileBlock(32, 64, 2))
        self.head = nn.Dense(64, n_cls)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.head(ops.mean(x, axis=(2, 3)))


ms.set_context(mode=ms.GRAPH_MODE)
net = TinyMobileNet()
model = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.RMSProp(net.trainable_params(), 1e-3))
for imgs, labels in batches(8, 4):
    print(model(ms.Tensor(imgs), ms.Tensor(labels)))
