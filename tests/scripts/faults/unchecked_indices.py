"""A training step whose labels hold the class count itself (5 classes, a label 5): graph mode
stops in the gradient of CrossEntropyLoss, whose kernel checks the indices; PyNative's kernels do
not, so running the same step eagerly reads and writes out of bounds (a segmentation fault)."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

net = nn.Dense(8, 5)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.SGD(net.trainable_params(), 0.1))
step.set_train()
x = ms.Tensor(np.random.default_rng(0).standard_normal((16, 8)), ms.float32)
labels = ms.Tensor(np.arange(16) % 6, ms.int32)
print("loss", step(x, labels))
