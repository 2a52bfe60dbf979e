import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MonitoredLoss(nn.Cell):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.criterion = nn.MSELoss()
        self.history = []

    def construct(self, x, y):
        loss = self.criterion(self.backbone(x), y)
        self.history.append(loss)  # ROOT
        return loss


backbone = nn.SequentialCell(nn.Dense(5, 16), nn.ReLU(), nn.Dense(16, 1))
loss_cell = MonitoredLoss(backbone)
trainer = nn.TrainOneStepCell(loss_cell, nn.SGD(backbone.trainable_params(), 0.05))
x = ms.Tensor(np.random.randn(32, 5).astype(np.float32))
y = ms.Tensor(np.random.randn(32, 1).astype(np.float32))
for epoch in range(5):
    trainer(x, y)
print("recorded losses:", len(loss_cell.history), "(expected 5)")
if loss_cell.history:
    print("last loss", loss_cell.history[-1])
