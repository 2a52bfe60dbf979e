import numpy as np

import config


def fbank_chunks(rng):
    chunks = []
    for _ in range(config.N_CHUNKS):
        speech = (np.sin(np.linspace(0, rng.uniform(2, 8), config.CHUNK_FRAMES)) > 0)[:, None]
        energies = rng.normal(-6, 0.5, (config.CHUNK_FRAMES, config.N_FEATS)) + 4.0 * speech
        chunks.append(energies)
    return np.asarray(chunks, np.float32)
