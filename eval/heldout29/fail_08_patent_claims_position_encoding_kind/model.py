from mindspore import nn, ops

import config
from positional import positional_table


class ClaimClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(config.VOCAB, config.D_MODEL, padding_idx=0)
        self.use_positions = config.POS_ENCODING != "none"
        self.positions = positional_table(config.POS_ENCODING, config.MAX_LEN, config.D_MODEL)
        self.attn = nn.MultiheadAttention(config.D_MODEL, config.N_HEADS, batch_first=True)
        self.norm = nn.LayerNorm((config.D_MODEL,))
        self.out = nn.Dense(config.D_MODEL, len(config.SECTIONS))

    def construct(self, tokens):
        h = self.embed(tokens)
        if self.use_positions:
            h = ops.add(h, self.positions)
        a, _ = self.attn(h, h, h)
        h = self.norm(h + a)
        return self.out(ops.mean(h, axis=1))
