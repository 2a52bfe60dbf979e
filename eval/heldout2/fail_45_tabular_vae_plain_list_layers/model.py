import mindspore as ms
from mindspore import nn, ops


class MLP(nn.Cell):
    def __init__(self, sizes, final_act=False):
        super().__init__()
        self.layers = []  # ROOT
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            self.layers.append(nn.Dense(a, b))
        self.n = len(self.layers)
        self.final_act = final_act

    def construct(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < self.n - 1 or self.final_act:
                x = ops.relu(x)
        return x


class TabularVAE(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = MLP([cfg.n_features] + cfg.hidden, final_act=True)
        self.to_mu = nn.Dense(cfg.hidden[-1], cfg.latent)
        self.to_logvar = nn.Dense(cfg.hidden[-1], cfg.latent)
        self.decoder = MLP([cfg.latent] + cfg.hidden[::-1] + [cfg.n_features])

    def construct(self, x, eps):
        h = self.encoder(x)
        mu, logvar = self.to_mu(h), self.to_logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.decoder(z), mu, logvar
