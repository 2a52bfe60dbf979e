"""Softmax regression written functionally, with a jitted train step (PyNative mode)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Parameter, Tensor

N_FEAT, N_CLS = 10, 4

# weights stored like torch.nn.Linear: (out_features, in_features), so checkpoints load 1:1
W = Parameter(Tensor(np.random.randn(N_CLS, N_FEAT).astype(np.float32) * 0.01), name="W")
b = Parameter(Tensor(np.zeros(N_CLS, np.float32)), name="b")
params = [W, b]


def predict(x):
    return ops.matmul(x, W) + b  # ROOT


def loss_fn(x, y):
    logits = predict(x)
    return ops.cross_entropy(logits, y)


grad_fn = ms.value_and_grad(loss_fn, grad_position=None, weights=params)


@ms.jit
def train_step(x, y, lr):
    loss, grads = grad_fn(x, y)
    for p, g in zip(params, grads):
        ops.assign_sub(p, lr * g)
    return loss


x = Tensor(np.random.randn(32, N_FEAT).astype(np.float32))
y = Tensor(np.random.randint(0, N_CLS, 32).astype(np.int32))
lr = Tensor(0.1, ms.float32)
for epoch in range(5):
    print(epoch, train_step(x, y, lr))
