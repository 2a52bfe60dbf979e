import mindspore.nn as nn

import config
from layers import PatchEmbed, EncoderBlock


class TinyViT(nn.Cell):
    def __init__(self):
        super().__init__()
        num_patches = (config.IMAGE_SIZE // config.PATCH) ** 2
        self.embed = PatchEmbed(config.CHANNELS, config.DIM, config.PATCH, num_patches)
        self.blocks = nn.SequentialCell([EncoderBlock(config.DIM, config.HEADS, config.MLP_RATIO)
                                         for _ in range(config.DEPTH)])
        self.norm = nn.LayerNorm((config.DIM,))
        self.head = nn.Dense(config.DIM, len(config.SPECIES))

    def construct(self, images):
        tokens = self.blocks(self.embed(images))
        return self.head(self.norm(tokens).mean(axis=1))
