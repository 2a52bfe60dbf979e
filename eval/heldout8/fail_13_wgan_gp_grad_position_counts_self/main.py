import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import CriticLoss
from networks import Critic, Generator

SETTINGS = {"batch": 16, "z_dim": 8, "lr": 1e-4, "critic_steps": 2}


def ring_of_gaussians(rng, n):
    angles = rng.integers(0, 8, size=n) * (2 * np.pi / 8)
    pts = np.stack([np.cos(angles), np.sin(angles)], axis=1) * 2.0
    return (pts + 0.05 * rng.standard_normal((n, 2))).astype(np.float32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    gen, critic = Generator(SETTINGS["z_dim"]), Critic()
    critic_opt = nn.Adam(critic.trainable_params(), learning_rate=SETTINGS["lr"], beta1=0.5, beta2=0.9)
    critic_step = nn.TrainOneStepCell(CriticLoss(gen, critic), critic_opt)
    critic_step.set_train()
    for it in range(SETTINGS["critic_steps"]):
        real = Tensor(ring_of_gaussians(rng, SETTINGS["batch"]))
        z = Tensor(rng.standard_normal((SETTINGS["batch"], SETTINGS["z_dim"])).astype(np.float32))
        alpha = Tensor(rng.random((SETTINGS["batch"], 1)).astype(np.float32))
        print("critic iter", it, "loss", critic_step(real, z, alpha))


if __name__ == "__main__":
    main()
