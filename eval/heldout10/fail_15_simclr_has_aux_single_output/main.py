import numpy as np
import mindspore as ms

from augment import random_view, unlabeled_images
from encoder import Encoder, NTXent
from trainer import make_train_step

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    images = unlabeled_images(32)
    rng = np.random.default_rng(0)
    encoder = Encoder()
    encoder.set_train()
    train_step = make_train_step(encoder, NTXent(0.2), lr=1e-3)
    for step in range(3):
        batch = images[rng.choice(len(images), 8, replace=False)]
        v1, v2 = random_view(batch, rng), random_view(batch, rng)
        loss = train_step(ms.Tensor(v1), ms.Tensor(v2))
        print(f"step {step} nt-xent {float(loss):.4f}")


if __name__ == "__main__":
    main()
