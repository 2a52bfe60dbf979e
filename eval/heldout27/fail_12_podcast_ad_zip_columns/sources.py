import numpy as np
import mindspore.dataset as ds

import config


def audio_source(seed):
    rng = np.random.default_rng(seed)
    mfcc = rng.normal(0, 1, (config.SEGMENTS, config.AUDIO_DIM)).astype(np.float32)
    is_ad = (rng.random(config.SEGMENTS) < 0.3).astype(np.int32)
    mfcc[is_ad == 1, :4] += 1.5                  # louder, compressed ad audio
    return ds.NumpySlicesDataset({"features": mfcc, "is_ad": is_ad}, shuffle=False), is_ad


def transcript_source(seed, is_ad):
    rng = np.random.default_rng(seed + 1)
    emb = rng.normal(0, 1, (config.SEGMENTS, config.TEXT_DIM)).astype(np.float32)
    emb[is_ad == 1, 0] += 2.0                    # "use promo code" style wording
    return ds.NumpySlicesDataset({"features": emb}, shuffle=False)  # ROOT
