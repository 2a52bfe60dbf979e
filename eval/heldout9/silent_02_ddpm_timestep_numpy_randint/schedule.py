import numpy as np
import mindspore as ms


def cosine_alphas_bar(steps, s=0.008):
    t = np.linspace(0, steps, steps + 1) / steps
    f = np.cos((t + s) / (1 + s) * np.pi / 2) ** 2
    ab = (f / f[0])[1:]
    return ms.Tensor(np.clip(ab, 1e-5, 1.0).astype(np.float32))
