"""A patch classifier whose head is sized from settings that match its 32x32 images."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import vit_config_good as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class PatchClassifier(nn.Cell):
    def __init__(self, dim, classes):
        super().__init__()
        num_patches = (cfg.IMAGE_SIZE // cfg.PATCH) ** 2
        self.embed = nn.Conv2d(3, dim, cfg.PATCH, stride=cfg.PATCH, pad_mode="valid")
        self.head = nn.Dense(num_patches * dim, classes)

    def construct(self, images):
        tokens = self.embed(images)
        return self.head(ops.flatten(tokens))


if __name__ == "__main__":
    images = ms.Tensor(np.random.default_rng(0).standard_normal((2, 3, 32, 32)), ms.float32)
    print(PatchClassifier(cfg.DIM, cfg.CLASSES)(images).shape)
