import numpy as np

import config


def synth_bags(seed):
    """Each slide is a bag of patch embeddings; tumour slides contain a few abnormal patches."""
    rng = np.random.RandomState(seed)
    normal_mu = rng.randn(config.PATCH_FEATURES) * 0.2
    tumour_mu = normal_mu + rng.randn(config.PATCH_FEATURES) * 1.5
    bags = rng.randn(config.N_SLIDES, config.PATCHES_PER_SLIDE, config.PATCH_FEATURES) + normal_mu
    labels = (rng.rand(config.N_SLIDES) < 0.5).astype(np.float32)
    for i in np.where(labels == 1)[0]:
        k = rng.randint(2, 7)
        idx = rng.choice(config.PATCHES_PER_SLIDE, k, replace=False)
        bags[i, idx] = rng.randn(k, config.PATCH_FEATURES) + tumour_mu
    return bags.astype(np.float32), labels
