import numpy as np
import mindspore as ms
from mindspore import nn

from model import SpeechDenoiser


def tones(rng, n, length=256):
    t = np.arange(length)[None, None, :] / 8000.0
    f = rng.uniform(200, 800, size=(n, 1, 1))
    return (0.6 * np.sin(2 * np.pi * f * t)).astype(np.float32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = SpeechDenoiser()
    optimizer = nn.Adam(net.trainable_params(), 1e-3)
    grad_fn = ms.value_and_grad(net, None, optimizer.parameters, has_aux=True)

    def train_step(clean, noise):
        (loss, corruption), grads = grad_fn(clean, noise)
        optimizer(grads)
        return loss, corruption

    for step in range(6):
        clean = tones(rng, 8)
        noise = rng.standard_normal(clean.shape).astype(np.float32)
        loss, corruption = train_step(ms.Tensor(clean), ms.Tensor(noise))
        print(f"step {step} loss {float(loss):.5f} input corruption {float(corruption):.4f}")


if __name__ == "__main__":
    main()
