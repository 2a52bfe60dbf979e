import random

import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from fusion import LateFusionEmotionNet

graph = config.RUN_MODE != "pynative"
ms.set_context(mode=ms.GRAPH_MODE if graph else ms.PYNATIVE_MODE)
ms.set_seed(config.SEED)
random.seed(config.SEED)
rng = np.random.default_rng(config.SEED)

net = LateFusionEmotionNet(config.AUDIO_DIM, config.VIDEO_DIM, config.FUSED_DIM, len(config.EMOTIONS),
                           config.P_DROP_AUDIO)
net.set_train()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)


def forward(audio, video, label):
    logits, keep_audio = net(audio, video)
    return loss_fn(logits, label), keep_audio


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)


def train_step(audio, video, label):
    (loss, keep_audio), grads = grad_fn(audio, video, label)
    optimizer(grads)
    return loss, keep_audio


if graph:
    train_step = ms.jit(train_step)

dropped = 0
for step in range(config.STEPS):
    label = rng.integers(0, len(config.EMOTIONS), config.BATCH_SIZE).astype(np.int32)
    audio = (rng.normal(0, 1, (config.BATCH_SIZE, config.AUDIO_DIM)) + label[:, None] * 0.3).astype(np.float32)
    video = (rng.normal(0, 1, (config.BATCH_SIZE, config.VIDEO_DIM)) + label[:, None] * 0.2).astype(np.float32)
    loss, keep_audio = train_step(Tensor(audio), Tensor(video), Tensor(label))
    dropped += int(float(keep_audio) == 0.0)
print(f"audio dropped in {dropped}/{config.STEPS} steps (target rate {config.P_DROP_AUDIO})")
print(f"final loss {float(loss.asnumpy()):.4f}")
