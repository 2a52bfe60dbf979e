import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FineTuneNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 32), nn.ReLU())
        self.head = nn.Dense(32, 3)

    def construct(self, x):
        feats = self.backbone(x)
        if os.environ.get("FREEZE_BACKBONE", "1") == "1":  # ROOT
            feats = ops.stop_gradient(feats)
        return self.head(feats)


net = FineTuneNet()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), 0.1))
x = ms.Tensor(np.random.randn(8, 10).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, 8).astype(np.int32))

w0 = net.backbone[0].weight.asnumpy().copy()
os.environ["FREEZE_BACKBONE"] = "1"
for _ in range(2):  # warm up the head only
    train(x, y)
os.environ["FREEZE_BACKBONE"] = "0"
for _ in range(3):  # then unfreeze and fine-tune everything
    train(x, y)
print("backbone weight changed:", not np.allclose(w0, net.backbone[0].weight.asnumpy()))
