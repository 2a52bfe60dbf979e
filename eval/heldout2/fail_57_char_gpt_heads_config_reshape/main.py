import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as C
from gpt import CharGPT

ms.set_context(mode=ms.GRAPH_MODE)

TEXT = ("It is a truth universally acknowledged, that a single man in possession of a good fortune, "
        "must be in want of a wife. ") * 40


def encode(text):
    return np.array([min(ord(ch) - 32, C.VOCAB_SIZE - 1) for ch in text], np.int32)


def get_batch(data, rng):
    ix = rng.integers(0, len(data) - C.BLOCK_SIZE - 1, C.BATCH_SIZE)
    x = np.stack([data[i:i + C.BLOCK_SIZE] for i in ix])
    y = np.stack([data[i + 1:i + 1 + C.BLOCK_SIZE] for i in ix])
    return ms.Tensor(x), ms.Tensor(y)


model = CharGPT()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=C.LEARNING_RATE, weight_decay=0.1)


def loss_fn(x, y):
    logits = model(x)
    return ops.cross_entropy(logits.reshape(-1, C.VOCAB_SIZE), y.reshape(-1))


grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    optimizer(grads)
    return loss


data = encode(TEXT)
rng = np.random.default_rng(0)
model.set_train()
for it in range(C.MAX_ITERS):
    print("iter", it, "loss", train_step(*get_batch(data, rng)))
