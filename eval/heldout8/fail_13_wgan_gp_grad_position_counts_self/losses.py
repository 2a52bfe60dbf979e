import mindspore as ms
from mindspore import nn, ops


class CriticLoss(nn.Cell):
    """WGAN-GP critic objective."""

    def __init__(self, generator, critic, gp_weight=10.0):
        super().__init__()
        self.generator = generator
        self.critic = critic
        self.gp_weight = gp_weight
        self.input_grad = ms.grad(self.critic, grad_position=1)  # ROOT

    def gradient_penalty(self, real, fake, alpha):
        mixed = alpha * real + (1.0 - alpha) * fake
        g = self.input_grad(mixed)
        norm = ops.sqrt((g * g).sum(axis=-1) + 1e-12)
        return ((norm - 1.0) ** 2).mean()

    def construct(self, real, z, alpha):
        fake = ops.stop_gradient(self.generator(z))
        wdist = self.critic(fake).mean() - self.critic(real).mean()
        return wdist + self.gp_weight * self.gradient_penalty(real, fake, alpha)
