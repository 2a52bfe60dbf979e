import numpy as np
import mindspore as ms
from mindspore import nn, ops

from qformer import QFormer

CONFIG = {
    "image_size": 32,
    "patch": 8,
    "vision_hidden": 40,
    "qformer_hidden": 24,
    "num_heads": 4,
    "num_query_tokens": 4,
    "qformer_layers": 2,
    "text_vocab": 64,
    "text_hidden": 32,
}


class VisionTower(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.patch = nn.Conv2d(3, cfg["vision_hidden"], cfg["patch"], stride=cfg["patch"])
        self.encoder = nn.TransformerEncoderLayer(cfg["vision_hidden"], 4, 2 * cfg["vision_hidden"], batch_first=True)

    def construct(self, pixels):
        x = self.patch(pixels).flatten(start_dim=2).swapaxes(1, 2)
        return self.encoder(x)


class CaptionModel(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.vision = VisionTower(cfg)
        self.qformer = QFormer(cfg)
        self.proj = nn.Dense(cfg["qformer_hidden"], cfg["text_hidden"])
        self.tok = nn.Embedding(cfg["text_vocab"], cfg["text_hidden"])
        self.lm = nn.TransformerEncoderLayer(cfg["text_hidden"], 4, 64, batch_first=True)
        self.lm_head = nn.Dense(cfg["text_hidden"], cfg["text_vocab"])

    def construct(self, pixels, input_ids):
        prefix = self.proj(self.qformer(self.vision(pixels)))
        h = ops.cat((prefix, self.tok(input_ids)), axis=1)
        return self.lm_head(self.lm(h))[:, prefix.shape[1]:]


ms.set_context(mode=ms.GRAPH_MODE)
model = CaptionModel(CONFIG)
pixels = ms.Tensor(np.random.rand(2, 3, 32, 32).astype(np.float32))
ids = ms.Tensor(np.random.randint(0, 64, (2, 6)).astype(np.int32))
print(model(pixels, ids).shape)
