import numpy as np
import mindspore as ms
from mindspore import nn

from distill import DistillationLoss

ms.set_context(mode=ms.GRAPH_MODE)


def mlp(width):
    return nn.SequentialCell(nn.Dense(12, width), nn.ReLU(), nn.Dense(width, 4))


student, teacher = mlp(8), mlp(64)
loss_cell = DistillationLoss(student, teacher, temperature=4.0)
x = ms.Tensor(np.random.randn(16, 12).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, 16).astype(np.int32))

# anneal the distillation temperature 4 -> 1 over training
for epoch, temp in enumerate([4.0, 2.0, 1.0]):
    loss_cell.temperature = temp
    loss, kd = loss_cell(x, y)
    print(f"epoch {epoch}: T={temp} loss={float(loss):.4f} kd={float(kd):.4f}")
