import numpy as np
import mindspore as ms
from mindspore import nn, ops

from config import get_args

ms.set_context(mode=ms.GRAPH_MODE)
args = get_args([])


class Denoiser(nn.Cell):
    def __init__(self, hidden, timesteps):
        super().__init__()
        self.t_embed = nn.Embedding(timesteps, hidden)
        self.inp = nn.Dense(2, hidden)
        self.net = nn.SequentialCell(nn.SiLU(), nn.Dense(hidden, hidden), nn.SiLU(), nn.Dense(hidden, 2))

    def construct(self, x, t):
        return self.net(self.inp(x) + self.t_embed(t))


class DDPM(nn.Cell):
    def __init__(self, model, timesteps, beta_start, beta_end):
        super().__init__()
        self.model = model
        self.T = timesteps
        betas = np.linspace(beta_start, beta_end, timesteps, dtype=np.float32)
        alphas = 1.0 - betas
        abar = np.cumprod(alphas)
        self.betas = ms.Tensor(betas)
        self.sqrt_abar = ms.Tensor(np.sqrt(abar))
        self.sqrt_1m_abar = ms.Tensor(np.sqrt(1 - abar))
        self.coef = tuple((betas / np.sqrt(1 - abar)).tolist())
        self.inv_sqrt_alpha = tuple((1 / np.sqrt(alphas)).tolist())
        self.sigma = tuple(np.sqrt(betas).tolist())

    def construct(self, x0, t, noise):
        xt = self.sqrt_abar[t][:, None] * x0 + self.sqrt_1m_abar[t][:, None] * noise
        return ((self.model(xt, t) - noise) ** 2).mean()

    @ms.jit
    def sample(self, x, noises, t_batches):
        for i in range(self.T):  # ROOT
            t = self.T - 1 - i
            eps = self.model(x, t_batches[t])
            x = self.inv_sqrt_alpha[t] * (x - self.coef[t] * eps) + self.sigma[t] * noises[t]
        return x


def two_moons(n, rng):
    a = rng.uniform(0, np.pi, n)
    upper = np.stack([np.cos(a), np.sin(a)], 1)
    lower = np.stack([1 - np.cos(a), 0.5 - np.sin(a)], 1)
    pts = np.where(rng.random((n, 1)) < 0.5, upper, lower)
    return (pts + 0.05 * rng.standard_normal((n, 2))).astype(np.float32)


rng = np.random.default_rng(0)
ddpm = DDPM(Denoiser(args.hidden, args.timesteps), args.timesteps, args.beta_start, args.beta_end)
train = nn.TrainOneStepCell(ddpm, nn.Adam(ddpm.trainable_params(), 2e-3))
train.set_train()
for it in range(args.train_iters):
    x0 = two_moons(256, rng)
    t = rng.integers(0, args.timesteps, 256).astype(np.int32)
    print("iter", it, "loss", train(ms.Tensor(x0), ms.Tensor(t), ms.Tensor(rng.standard_normal((256, 2)).astype(np.float32))))

ddpm.set_train(False)
noises = rng.standard_normal((args.timesteps, args.n_samples, 2)).astype(np.float32)
noises[0] = 0.0
t_batches = np.repeat(np.arange(args.timesteps, dtype=np.int32)[:, None], args.n_samples, axis=1)
x_T = rng.standard_normal((args.n_samples, 2)).astype(np.float32)
samples = ddpm.sample(ms.Tensor(x_T), ms.Tensor(noises), ms.Tensor(t_batches))
print("sample mean", samples.asnumpy().mean(0))
