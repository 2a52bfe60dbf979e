import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from mindspore.common.initializer import initializer, TruncatedNormal

from qformer import QFormer

ms.set_context(mode=ms.GRAPH_MODE)

NUM_QUERY = 8
VISION_WIDTH = 48
QF_HIDDEN = 32
LM_HIDDEN = 40


class PatchEncoder(nn.Cell):
    """stand-in for a frozen ViT"""
    def __init__(self, width=VISION_WIDTH, patch=4):
        super().__init__()
        self.proj = nn.Conv2d(3, width, patch, stride=patch, has_bias=True)

    def construct(self, img):
        x = self.proj(img)
        b, c = x.shape[0], x.shape[1]
        return x.reshape(b, c, -1).transpose(0, 2, 1)


class Blip2Lite(nn.Cell):
    def __init__(self):
        super().__init__()
        self.visual = PatchEncoder()
        self.query_tokens = Parameter(initializer(TruncatedNormal(0.02), (1, NUM_QUERY, QF_HIDDEN)), name="query_tokens")
        self.qformer = QFormer(hidden=QF_HIDDEN, enc_width=VISION_WIDTH)
        self.lm_proj = nn.Dense(QF_HIDDEN, LM_HIDDEN)

    def construct(self, pixel_values):
        image_embeds = self.visual(pixel_values)
        image_atts = ops.ones(image_embeds.shape[:-1], ms.int32)
        query = ops.broadcast_to(self.query_tokens, (image_embeds.shape[0], -1, -1))
        q_out = self.qformer(query, query_embeds=query, image_embeds=image_embeds, image_atts=image_atts)  # ROOT
        return self.lm_proj(q_out)


if __name__ == "__main__":
    model = Blip2Lite()
    model.set_train(False)
    pixels = Tensor(np.random.rand(2, 3, 16, 16).astype(np.float32))
    out = model(pixels)
    print("language-model prefix:", out.shape)
