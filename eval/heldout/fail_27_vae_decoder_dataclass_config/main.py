import numpy as np
import mindspore as ms
from mindspore import nn

from config import VAEConfig
from model import VAE, VAELoss

cfg = VAEConfig()
ms.set_context(mode=ms.GRAPH_MODE)

vae = VAE(cfg)
train_step = nn.TrainOneStepCell(VAELoss(vae, cfg.beta), nn.Adam(vae.trainable_params(), cfg.lr))
train_step.set_train()

for it in range(3):
    x = ms.Tensor(np.random.rand(cfg.batch_size, cfg.in_channels, cfg.image_size, cfg.image_size).astype(np.float32))
    noise = ms.Tensor(np.random.randn(cfg.batch_size, cfg.latent_dim).astype(np.float32))
    print(f"iter {it}: loss={train_step(x, noise).asnumpy():.3f}")
