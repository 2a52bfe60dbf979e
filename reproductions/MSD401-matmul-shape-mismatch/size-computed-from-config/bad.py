"""A patch classifier whose head is sized from the image size in its settings: the settings say
28 while the images are 32x32, so the flattened tokens are wider than the head expects. The size
is computed (`num_patches * dim`, `(IMAGE_SIZE // PATCH) ** 2`): the part to change is the setting."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import vit_config as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class PatchClassifier(nn.Cell):
    def __init__(self, dim, classes):
        super().__init__()
        num_patches = (cfg.IMAGE_SIZE // cfg.PATCH) ** 2
        self.embed = nn.Conv2d(3, dim, cfg.PATCH, stride=cfg.PATCH, pad_mode="valid")
        self.head = nn.Dense(num_patches * dim, classes)

    def construct(self, images):
        tokens = self.embed(images)
        return self.head(ops.flatten(tokens))  # via


if __name__ == "__main__":
    images = ms.Tensor(np.random.default_rng(0).standard_normal((2, 3, 32, 32)), ms.float32)
    print(PatchClassifier(cfg.DIM, cfg.CLASSES)(images).shape)
