from mindspore import nn

from layers import CrossAttention


class CaptionDecoderStep(nn.Cell):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.cross = CrossAttention(dim)
        self.norm = nn.LayerNorm((dim,))
        self.lm_head = nn.Dense(dim, vocab_size)

    def construct(self, tokens, image_feats):
        h = self.embed(tokens)
        h = self.norm(h + self.cross(h, image_feats))
        return self.lm_head(h)
