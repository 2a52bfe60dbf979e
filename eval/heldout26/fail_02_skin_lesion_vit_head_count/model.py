import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Parameter, Tensor

import config
from layers import PatchEmbed, EncoderBlock


class LesionViT(nn.Cell):
    def __init__(self):
        super().__init__()
        n_patches = (config.IMAGE_SIZE // config.PATCH) ** 2
        self.embed = PatchEmbed(config.CHANNELS, config.EMBED_DIM, config.PATCH)
        pos = np.random.normal(0, 0.02, (1, n_patches, config.EMBED_DIM)).astype(np.float32)
        self.pos = Parameter(Tensor(pos), name="pos_embed")
        self.blocks = nn.CellList([EncoderBlock(config.EMBED_DIM, config.NUM_HEADS, config.MLP_RATIO)
                                   for _ in range(config.DEPTH)])
        self.norm = nn.LayerNorm((config.EMBED_DIM,))
        self.head = nn.Dense(config.EMBED_DIM, config.NUM_CLASSES)

    def construct(self, images):
        x = self.embed(images) + self.pos
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x).mean(axis=1))
