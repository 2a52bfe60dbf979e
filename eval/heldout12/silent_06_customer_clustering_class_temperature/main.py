import numpy as np
import mindspore as ms
from mindspore import nn

from clustering import DeepClusterer, SoftAssign

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(36)


def customers(n, rng):
    """RFM-style features for four latent customer segments."""
    seg = rng.integers(0, 4, size=n)
    means = np.array([[0.2, 5, 30], [3.0, 1, 400], [1.0, 10, 60], [0.5, 2, 900]])
    raw = means[seg] * rng.lognormal(0, 0.3, size=(n, 3))
    feats = np.log1p(raw)
    return ((feats - feats.mean(0)) / feats.std(0)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    x = ms.Tensor(customers(256, rng))
    model = DeepClusterer(3)
    opt = nn.Adam(model.trainable_params(), learning_rate=5e-3)
    grad_fn = ms.value_and_grad(model, None, opt.parameters, has_aux=True)
    for epoch in range(6):
        for _ in range(10):
            (loss, entropy), grads = grad_fn(x)
            opt(grads)
        print(f"epoch {epoch} temperature {SoftAssign.temperature:.3f} loss {loss.asnumpy():.4f} "
              f"assignment entropy {entropy.asnumpy():.4f}")
        SoftAssign.anneal()


if __name__ == "__main__":
    main()
