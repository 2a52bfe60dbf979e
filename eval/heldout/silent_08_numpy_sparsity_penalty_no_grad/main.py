import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SparseAutoencoder(nn.Cell):
    def __init__(self, d_in=32, d_hidden=64):
        super().__init__()
        self.encoder = nn.Dense(d_in, d_hidden)
        self.decoder = nn.Dense(d_hidden, d_in)

    def construct(self, x):
        h = ops.relu(self.encoder(x))
        return self.decoder(h), h


class SAELoss(nn.Cell):
    """reconstruction + L1 penalty on hidden activations (keeps codes sparse)"""

    def __init__(self, sae, l1_coeff=1.0):
        super().__init__()
        self.sae = sae
        self.l1_coeff = l1_coeff

    def construct(self, x):
        recon, h = self.sae(x)
        mse = ops.mean((recon - x) ** 2)
        l1 = float(np.abs(h.asnumpy()).sum(axis=-1).mean())  # ROOT
        return mse + self.l1_coeff * l1


sae = SAELoss(SparseAutoencoder())
train = nn.TrainOneStepCell(sae, nn.Adam(sae.trainable_params(), 1e-2))
x = ms.Tensor(np.random.randn(64, 32).astype(np.float32))
for step in range(30):
    loss = train(x)
    if step % 10 == 0:
        _, h = sae.sae(x)
        print(f"step {step}: loss={float(loss):.3f} active units={(h.asnumpy() > 0).mean():.2f}")
