import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import LesionViT


def fake_batch(rng):
    images = rng.normal(0.0, 1.0, (config.BATCH, config.CHANNELS, config.IMAGE_SIZE, config.IMAGE_SIZE))
    labels = rng.integers(0, config.NUM_CLASSES, config.BATCH)
    return ms.Tensor(images.astype(np.float32)), ms.Tensor(labels.astype(np.int32))


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    net = LesionViT()
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=0.05)

    def forward(images, labels):
        return loss_fn(net(images), labels)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(images, labels):
        loss, grads = grad_fn(images, labels)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        images, labels = fake_batch(rng)
        loss = train_step(images, labels)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
