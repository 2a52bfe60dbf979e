import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from distill import GatedDistillationLoss

ms.set_context(mode=ms.GRAPH_MODE)


def mlp_mixer_lite(width, depth, num_classes=10):
    layers = [nn.Flatten(), nn.Dense(28 * 28, width), nn.GELU()]
    for _ in range(depth):
        layers += [nn.Dense(width, width), nn.GELU(), nn.Dropout(p=0.1)]
    layers.append(nn.Dense(width, num_classes))
    return nn.SequentialCell(layers)


teacher = mlp_mixer_lite(512, 4)
student = mlp_mixer_lite(64, 1)
loss_net = GatedDistillationLoss(student, teacher)
opt = nn.Adam(student.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(loss_net, opt)
train.set_train()

rng = np.random.default_rng(0)
for step in range(5):
    images = Tensor(rng.random((32, 1, 28, 28), dtype=np.float32))
    labels = Tensor(rng.integers(0, 10, size=32).astype(np.int32))
    print(f"step {step}: loss {train(images, labels).asnumpy():.4f}")
