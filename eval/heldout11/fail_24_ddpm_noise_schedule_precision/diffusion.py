from mindspore import nn, ops


class DDPMTrainer(nn.Cell):
    """Noise-prediction objective: || eps - eps_theta(x_t, t) ||^2."""

    def __init__(self, model, schedule):
        super().__init__()
        self.model = model
        self.sqrt_ac = schedule["sqrt_alphas_cumprod"]
        self.sqrt_1m_ac = schedule["sqrt_one_minus_alphas_cumprod"]

    def q_sample(self, x0, t, noise):
        a = ops.gather(self.sqrt_ac, t, 0).reshape(-1, 1, 1, 1)
        s = ops.gather(self.sqrt_1m_ac, t, 0).reshape(-1, 1, 1, 1)
        return a * x0 + s * noise

    def construct(self, x0, t, noise):
        x_t = self.q_sample(x0, t, noise)
        pred = self.model(x_t, t)
        return ops.mse_loss(pred, noise)
