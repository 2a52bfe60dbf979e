import numpy as np
import mindspore as ms
from mindspore import nn, ops


class ScaledDotProduct(nn.Cell):
    def __init__(self, head_dim):
        super().__init__()
        self.scale = head_dim ** -0.5

    def construct(self, q, k, v, key_padding_mask=None):
        logits = ops.bmm(q, k.swapaxes(1, 2)) * self.scale
        logits = logits + (1.0 - key_padding_mask[:, None, :]) * -1e4  # ROOT
        return ops.bmm(ops.softmax(logits, -1), v)


class PerceiverCrossAttn(nn.Cell):
    def __init__(self, latent_dim, input_dim):
        super().__init__()
        self.to_q = nn.Dense(latent_dim, latent_dim)
        self.to_k = nn.Dense(input_dim, latent_dim)
        self.to_v = nn.Dense(input_dim, latent_dim)
        self.sdp = ScaledDotProduct(latent_dim)

    def construct(self, latents, inputs, mask=None):
        return self.sdp(self.to_q(latents), self.to_k(inputs), self.to_v(inputs), mask)


class Perceiver(nn.Cell):
    def __init__(self, num_latents=6, latent_dim=16, input_dim=10, n_out=4):
        super().__init__()
        self.latents = ms.Parameter(ops.randn(1, num_latents, latent_dim) * 0.02, name="latents")
        self.cross = PerceiverCrossAttn(latent_dim, input_dim)
        self.ln = nn.LayerNorm((latent_dim,))
        self.head = nn.Dense(latent_dim, n_out)

    def construct(self, inputs):
        lat = ops.tile(self.latents, (inputs.shape[0], 1, 1))
        lat = lat + self.cross(lat, inputs)
        return self.head(self.ln(lat).mean(axis=1))


ms.set_context(mode=ms.GRAPH_MODE)
model = Perceiver()
x = ms.Tensor(np.random.randn(3, 25, 10).astype(np.float32))
print(model(x))
