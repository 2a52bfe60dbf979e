import mindspore as ms
from mindspore import nn, Parameter
from mindspore.common.initializer import initializer, TruncatedNormal

from layers import ConvStem, EncoderBlock
from utils import conv_out_size


class HybridViT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.stem = ConvStem(cfg.in_channels, cfg.dim)
        side = cfg.image_size
        for _ in range(2):
            side = conv_out_size(side, 3, 2, 1)
        self.num_tokens = side * side
        self.pos_embed = Parameter(initializer(TruncatedNormal(0.02), (1, self.num_tokens, cfg.dim), ms.float32),
                                   name="pos_embed")
        self.blocks = nn.SequentialCell([EncoderBlock(cfg.dim, cfg.heads, cfg.mlp_ratio) for _ in range(cfg.depth)])
        self.norm = nn.LayerNorm((cfg.dim,))
        self.head = nn.Dense(cfg.dim, cfg.num_classes)

    def construct(self, images):
        x = self.stem(images)
        b, c, h, w = x.shape
        tokens = x.reshape(b, c, h * w).transpose(0, 2, 1)
        tokens = tokens + self.pos_embed
        tokens = self.norm(self.blocks(tokens))
        return self.head(tokens.mean(axis=1))
