import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

from attention import attend


class CrossAttentionBlock(nn.Cell):
    def __init__(self, latent_dim, input_dim, heads):
        super().__init__()
        self.heads = heads
        self.norm_latent = nn.LayerNorm((latent_dim,))
        self.norm_input = nn.LayerNorm((input_dim,))
        self.q = nn.Dense(latent_dim, latent_dim)
        self.kv = nn.Dense(input_dim, 2 * latent_dim)
        self.out = nn.Dense(latent_dim, latent_dim)
        self.mlp = nn.SequentialCell(nn.LayerNorm((latent_dim,)), nn.Dense(latent_dim, 2 * latent_dim), nn.GELU(),
                                     nn.Dense(2 * latent_dim, latent_dim))

    def construct(self, latents, inputs):
        x = self.norm_input(inputs)
        k, v = ops.split(self.kv(x), latents.shape[-1], axis=-1)
        latents = latents + self.out(attend(self.q(self.norm_latent(latents)), k, v, self.heads))
        return latents + self.mlp(latents)


class PerceiverClassifier(nn.Cell):
    def __init__(self, input_dim, num_latents=8, latent_dim=32, heads=4, num_classes=5):
        super().__init__()
        init = np.random.default_rng(0).normal(0, 0.02, (1, num_latents, latent_dim)).astype(np.float32)
        self.latents = Parameter(Tensor(init), name="latents")
        self.cross = CrossAttentionBlock(latent_dim, input_dim, heads)
        self.head = nn.Dense(latent_dim, num_classes)

    def construct(self, points):
        b = points.shape[0]
        lat = ops.broadcast_to(self.latents, (b, self.latents.shape[1], self.latents.shape[2]))
        lat = self.cross(lat, points)
        return self.head(lat.mean(axis=1))
