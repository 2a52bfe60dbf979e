import mindspore.nn as nn

import config
from layers import conv_block


class SecondaryStructureCNN(nn.Cell):
    """Embedding -> stacked 1-D convolutions -> per-residue 3-state logits."""

    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(config.NUM_TOKENS, config.EMBED_DIM, padding_idx=config.PAD_ID)
        blocks = []
        in_ch = config.EMBED_DIM
        for out_ch in config.CONV_CHANNELS:
            blocks.append(conv_block(in_ch, out_ch, config.KERNEL_SIZE, config.DROPOUT))
            in_ch = out_ch
        self.encoder = nn.SequentialCell(blocks)
        self.classifier = nn.Conv1d(in_ch, len(config.STATES), 1, has_bias=True)

    def construct(self, tokens):
        x = self.embed(tokens).transpose(0, 2, 1)
        x = self.encoder(x)
        return self.classifier(x)
