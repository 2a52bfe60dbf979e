import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class DenoisingAE(nn.Cell):
    def __init__(self, dim=32, code=8, noise_std=0.3):
        super().__init__()
        self.noise_std = noise_std
        self.enc = nn.SequentialCell(nn.Dense(dim, 16), nn.ReLU(), nn.Dense(16, code))
        self.dec = nn.SequentialCell(nn.Dense(code, 16), nn.ReLU(), nn.Dense(16, dim))

    def construct(self, x):
        noise = ms.Tensor(np.random.normal(0.0, self.noise_std, x.shape), ms.float32)  # ROOT
        return self.dec(self.enc(x + noise)), noise


class ReconLoss(nn.Cell):
    def __init__(self, ae):
        super().__init__()
        self.ae = ae

    def construct(self, x):
        recon, noise = self.ae(x)
        return ops.mse_loss(recon, x), noise.sum()


ae = DenoisingAE()
net = ReconLoss(ae)
opt = nn.Adam(ae.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(net, None, opt.parameters, has_aux=True)
x = ms.Tensor(np.random.rand(8, 32).astype(np.float32))
for step in range(4):
    (loss, noise_sum), grads = grad_fn(x)
    opt(grads)
    print(f"step {step}: loss={loss.asnumpy():.4f} noise checksum={noise_sum.asnumpy():.4f}")
