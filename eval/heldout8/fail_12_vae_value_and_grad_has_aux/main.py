import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import VAE
from train import build_train_step

HP = {"in_dim": 16, "latent": 4, "batch": 8, "lr": 1e-3, "beta": 0.5, "steps": 2}


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    model = VAE(in_dim=HP["in_dim"], latent=HP["latent"])
    optimizer = nn.Adam(model.trainable_params(), learning_rate=HP["lr"])
    train_step = build_train_step(model, optimizer, beta=HP["beta"])
    data = rng.random((32, HP["in_dim"])).astype(np.float32)
    for step in range(HP["steps"]):
        batch = Tensor(data[step * HP["batch"] : (step + 1) * HP["batch"]])
        eps = Tensor(rng.standard_normal((HP["batch"], HP["latent"])).astype(np.float32))
        print(f"step {step} elbo loss {train_step(batch, eps).asnumpy():.4f}")


if __name__ == "__main__":
    main()
