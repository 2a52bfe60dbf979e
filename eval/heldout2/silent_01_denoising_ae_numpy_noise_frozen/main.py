import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class DenoisingAutoencoder(nn.Cell):
    """Corrupts its input with Gaussian noise during training and learns to reconstruct the clean signal."""

    def __init__(self, in_dim=64, hidden=32, noise_std=0.3):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(in_dim, 128), nn.ReLU(), nn.Dense(128, hidden)])
        self.decoder = nn.SequentialCell([nn.Dense(hidden, 128), nn.ReLU(), nn.Dense(128, in_dim)])
        self.noise_std = noise_std

    def construct(self, x):
        noise = Tensor(np.random.normal(0.0, self.noise_std, x.shape).astype(np.float32))  # ROOT
        return self.decoder(self.encoder(x + noise))


class ReconstructionLoss(nn.Cell):
    def __init__(self, dae):
        super().__init__(auto_prefix=False)
        self.dae = dae

    def construct(self, clean):
        return ops.mse_loss(self.dae(clean), clean)


def signals(rng, n, dim=64):
    t = np.linspace(0, 1, dim, dtype=np.float32)
    freqs = rng.uniform(1, 5, size=(n, 1)).astype(np.float32)
    return Tensor(np.sin(2 * np.pi * freqs * t).astype(np.float32))


rng = np.random.default_rng(0)
dae = DenoisingAutoencoder()
train = nn.TrainOneStepCell(ReconstructionLoss(dae), nn.Adam(dae.trainable_params(), learning_rate=1e-3))
train.set_train()
batch = signals(rng, 64)
for step in range(200):
    loss = train(batch)
    if step % 50 == 0:
        print(f"step {step}: denoising mse {loss.asnumpy():.5f}")
