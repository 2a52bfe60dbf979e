import numpy as np
from mindspore import Parameter, Tensor, nn, ops


class Tower(nn.Cell):
    def __init__(self, in_dim, embed_dim):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(in_dim, 32), nn.GELU(), nn.Dense(32, embed_dim)])

    def construct(self, x):
        z = self.net(x)
        return z / ops.norm(z, dim=-1, keepdim=True)


class DualEncoder(nn.Cell):
    """CLIP-style image/text towers with a learnable temperature."""

    def __init__(self, image_dim, text_dim, embed_dim, init_temperature=0.07):
        super().__init__()
        self.image_tower = Tower(image_dim, embed_dim)
        self.text_tower = Tower(text_dim, embed_dim)
        self.logit_scale = Parameter(Tensor(np.log(1.0 / init_temperature)), name="logit_scale")  # ROOT

    def construct(self, images, texts):
        img = self.image_tower(images)
        txt = self.text_tower(texts)
        scale = ops.exp(self.logit_scale).clamp(max=100.0)
        return scale * ops.matmul(img, txt.T)
