import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import pump_windows
from model import BetaELBO, WindowVAE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    data = pump_windows(256)
    vae = WindowVAE(config.WINDOW * config.SENSORS, config.HIDDEN, config.LATENT)
    elbo = BetaELBO(vae)
    trainer = nn.TrainOneStepCell(elbo, nn.Adam(vae.trainable_params(), config.LR))
    for epoch in range(config.EPOCHS):
        elbo.beta = min(1.0, epoch / config.WARMUP_EPOCHS)
        losses = []
        for s in range(0, len(data), config.BATCH_SIZE):
            x = data[s:s + config.BATCH_SIZE]
            eps = rng.normal(size=(len(x), config.LATENT)).astype(np.float32)
            losses.append(float(trainer(ms.Tensor(x), ms.Tensor(eps)).asnumpy()))
        print(f"epoch {epoch} beta {elbo.beta:.2f} loss {np.mean(losses):.3f}")
    _, mu, logvar = vae(ms.Tensor(data[:64]), ms.Tensor(np.zeros((64, config.LATENT), np.float32)))
    print("posterior mean |mu|", round(float(np.abs(mu.asnumpy()).mean()), 3),
          "mean var", round(float(np.exp(logvar.asnumpy()).mean()), 3))


if __name__ == "__main__":
    main()
