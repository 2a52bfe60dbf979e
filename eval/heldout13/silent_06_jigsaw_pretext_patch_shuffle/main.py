import random

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import JigsawPretext

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
random.seed(0)


def textured_images(rng, n):
    s = config.IMAGE_SIZE
    yy, xx = np.mgrid[0:s, 0:s] / s
    imgs = np.stack([np.sin(2 * np.pi * (rng.uniform(1, 3) * xx + rng.uniform(1, 3) * yy)) for _ in range(3 * n)])
    imgs = imgs.reshape(n, 3, s, s) + np.stack([xx, yy, xx * yy])[None]
    return imgs.astype(np.float32)


def slot_accuracy(model, images):
    """Fraction of tiles whose original slot is recovered when the tiles are given in reading order."""
    logits = model.predict(model.tiles(ms.Tensor(images))).asnumpy()
    pred = logits.argmax(axis=1).reshape(len(images), model.n)
    return float((pred == np.arange(model.n)[None]).mean())


def main():
    rng = np.random.default_rng(0)
    model = JigsawPretext(config.GRID, config.EMBED)
    trainer = nn.TrainOneStepCell(model, nn.Adam(model.trainable_params(), config.LR))
    for step in range(config.STEPS):
        loss = trainer(ms.Tensor(textured_images(rng, config.BATCH_SIZE)))
        if step % 10 == 9:
            print(f"step {step} jigsaw loss {float(loss.asnumpy()):.4f}")
    model.set_train(False)
    print("slot accuracy on unshuffled tiles:", round(slot_accuracy(model, textured_images(rng, 64)), 3))


if __name__ == "__main__":
    main()
