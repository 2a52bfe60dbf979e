from mindspore import nn, ops


class DiffusionLoss(nn.Cell):
    def __init__(self, denoiser, sqrt_ab, sqrt_1m_ab):
        super().__init__()
        self.denoiser = denoiser
        self.sqrt_ab = sqrt_ab
        self.sqrt_1m_ab = sqrt_1m_ab

    def construct(self, x0, t, noise, labels):
        a = ops.gather(self.sqrt_ab, t, 0).reshape(-1, 1)
        s = ops.gather(self.sqrt_1m_ab, t, 0).reshape(-1, 1)
        x_t = a * x0 + s * noise
        pred = self.denoiser(x_t, t)  # ROOT
        return ((pred - noise) ** 2).mean()
