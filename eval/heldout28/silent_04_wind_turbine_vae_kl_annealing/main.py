import os

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import scada_windows
from model import ScadaVAE, AnnealedELBO
from progress import TrainingProgress


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    X = scada_windows(rng)

    progress = TrainingProgress(config.KL_WARMUP_EPOCHS)
    vae = ScadaVAE(len(config.SIGNALS), config.HIDDEN, config.LATENT)
    step = nn.TrainOneStepCell(AnnealedELBO(vae, progress), nn.Adam(vae.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        losses = []
        for lo in range(0, config.N_WINDOWS, config.BATCH_SIZE):
            eps = rng.standard_normal((config.BATCH_SIZE, config.LATENT)).astype(np.float32)
            losses.append(float(step(Tensor(X[lo:lo + config.BATCH_SIZE]), Tensor(eps))))
        print(f"epoch {epoch}: annealed ELBO loss {np.mean(losses):.4f}")
        progress.advance()

    _, mu, logvar = vae(Tensor(X), Tensor(np.zeros((config.N_WINDOWS, config.LATENT), np.float32)))
    print("mean posterior variance:", round(float(np.exp(logvar.asnumpy()).mean()), 4))


if __name__ == "__main__":
    main()
