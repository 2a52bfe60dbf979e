import numpy as np
import mindspore as ms
from mindspore import nn, ops

from model import ConvMixer

ms.set_context(mode=ms.PYNATIVE_MODE)

net = ConvMixer()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01)


def compute_loss(images, token_labels):
    logits = net(images)
    return ops.cross_entropy(logits.reshape(-1, 3), token_labels.reshape(-1))


grad_fn = ms.value_and_grad(compute_loss, None, optimizer.parameters)


@ms.jit
def train_step(images, token_labels):
    loss, grads = grad_fn(images, token_labels)
    optimizer(grads)
    return loss


images = ms.Tensor(np.random.rand(2, 3, 16, 16), ms.float32)
token_labels = ms.Tensor(np.random.randint(0, 3, (2, 16)), ms.int32)
for i in range(2):
    print(i, train_step(images, token_labels))
