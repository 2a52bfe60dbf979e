import numpy as np

import config


def morphometrics(rng, prior, n):
    labels = rng.choice(len(config.TAXA), size=n, p=prior)
    centres = np.linspace(-1.0, 1.0, len(config.TAXA))[:, None] * np.ones((1, config.N_FEATURES))
    centres[:, ::2] *= -1
    x = centres[labels] + rng.normal(0, 1.1, (n, config.N_FEATURES))
    return x.astype(np.float32), labels.astype(np.int32)
