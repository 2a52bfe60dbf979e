import numpy as np

import config


def face_embeddings(rng):
    ages = rng.uniform(config.MIN_AGE, config.MAX_AGE - 1e-3, config.N_FACES)
    direction = rng.normal(size=config.EMBED_DIM)
    direction /= np.linalg.norm(direction)
    emb = rng.normal(0, 0.5, (config.N_FACES, config.EMBED_DIM)) + np.outer(ages / 40.0, direction)
    bins = np.digitize(ages, config.AGE_BIN_EDGES[1:-1]).astype(np.int32)
    return emb.astype(np.float32), bins
