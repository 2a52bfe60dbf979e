import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from model import SignNet
from utils import make_batch

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)

net = SignNet(config)
net.set_train()
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=config.MOMENTUM)


def forward(images, labels):
    return loss_fn(net(images), labels)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(images, labels):
    loss, grads = grad_fn(images, labels)
    opt(grads)
    return loss


for step in range(config.STEPS):
    images, labels = make_batch(rng, config.BATCH_SIZE, config.IMAGE_SIZE, config.NUM_CLASSES)
    loss = train_step(Tensor(images), Tensor(labels))
    print(f"step {step}: loss={loss.asnumpy():.3f}")
