import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from resnet import ResNetSmall

ms.set_context(mode=ms.GRAPH_MODE)

net = ResNetSmall()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
lr = nn.cosine_decay_lr(0.0, 0.1, total_step=40, step_per_epoch=10, decay_epoch=4)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)


def forward_fn(images, labels):
    logits = net(images)
    return loss_fn(logits, labels), logits


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)


@ms.jit
def train_step(images, labels):
    (loss, logits), grads = grad_fn(images, labels)
    opt(grads)
    acc = (logits.argmax(-1) == labels).astype(ms.float32).mean()
    return loss, acc


rng = np.random.default_rng(0)
net.set_train()
for epoch in range(4):
    for it in range(10):
        x = Tensor(rng.normal(size=(32, 3, 32, 32)).astype(np.float32))
        y = Tensor(rng.integers(0, 10, size=32).astype(np.int32))
        loss, acc = train_step(x, y)
    print(f"epoch {epoch}: loss {loss.asnumpy():.3f} acc {acc.asnumpy():.3f}")
