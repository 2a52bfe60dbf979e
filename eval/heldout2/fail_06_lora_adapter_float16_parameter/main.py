import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from lora import inject_lora

ms.set_context(mode=ms.GRAPH_MODE)


def pretrained_mlp():
    return nn.SequentialCell([
        nn.Dense(32, 128), nn.ReLU(),
        nn.Dense(128, 128), nn.ReLU(),
        nn.Dense(128, 4),
    ])


def task_batch(rng, n=64):
    x = rng.normal(size=(n, 32)).astype(np.float32)
    y = (x[:, :4].argmax(axis=1)).astype(np.int32)
    return Tensor(x), Tensor(y)


model = inject_lora(pretrained_mlp(), rank=4, alpha=8)
trainable = [p for p in model.trainable_params() if "lora" in p.name]
print("trainable LoRA params:", [p.name for p in trainable])
opt = nn.Adam(trainable, learning_rate=1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(model, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
step.set_train()

rng = np.random.default_rng(11)
for it in range(30):
    x, y = task_batch(rng)
    loss = step(x, y)
    if it % 10 == 0:
        print(f"it {it} loss {loss.asnumpy():.4f}")
