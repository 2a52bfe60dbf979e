import numpy as np
from mindspore import Tensor


def ddim_sample(guided, labels, num_steps, data_dim, seed):
    rng = np.random.default_rng(seed)
    alpha_bar = np.linspace(0.99, 0.05, num_steps).astype(np.float32)
    x = rng.standard_normal((len(labels), data_dim)).astype(np.float32)
    y = Tensor(labels.astype(np.int32))
    for i in reversed(range(num_steps)):
        t = Tensor(np.full(len(labels), i, np.int32))
        eps = guided(Tensor(x), t, y).asnumpy()
        a = alpha_bar[i]
        a_prev = alpha_bar[i - 1] if i > 0 else 1.0
        x0 = (x - np.sqrt(1 - a) * eps) / np.sqrt(a)
        x = np.sqrt(a_prev) * x0 + np.sqrt(1 - a_prev) * eps
    return x
