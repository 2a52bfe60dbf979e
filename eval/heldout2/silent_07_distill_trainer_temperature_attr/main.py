import numpy as np
import mindspore as ms
from mindspore import nn

from trainer import DistillationTrainer

ms.set_context(mode=ms.GRAPH_MODE)

EPOCHS = 5


def mlp(width, depth):
    layers, d = [], 20
    for _ in range(depth):
        layers += [nn.Dense(d, width), nn.ReLU()]
        d = width
    layers.append(nn.Dense(d, 5))
    return nn.SequentialCell(layers)


rng = np.random.default_rng(0)
x_all = rng.standard_normal((512, 20)).astype(np.float32)
y_all = (x_all[:, :5] @ rng.standard_normal((5, 5))).argmax(1).astype(np.int32)

teacher = mlp(256, 3)
teacher.update_parameters_name("teacher.")
teacher.set_train(False)
student = mlp(32, 1)
student.update_parameters_name("student.")
trainer = DistillationTrainer(student, teacher, nn.Adam(student.trainable_params(), 1e-3), epochs=EPOCHS)

for epoch in range(EPOCHS):
    trainer.set_epoch(epoch)
    losses = []
    for i in range(0, len(x_all), 64):
        losses.append(trainer.train_step(ms.Tensor(x_all[i:i + 64]), ms.Tensor(y_all[i:i + 64])).asnumpy())
    print(f"epoch {epoch} T={trainer.temperature:.1f} loss={np.mean(losses):.4f}")
