"""Toy photo-tagging data: a pooled image embedding and a variable-length list of tags."""
import numpy as np

from utils import multi_hot

EMBED_DIM = 12
NUM_TAGS = 6


def sample_tags(rng):
    k = int(rng.integers(1, 4))
    return sorted(rng.choice(NUM_TAGS, size=k, replace=False).tolist())


def make_batch(rng, batch_size=4):
    feats = rng.standard_normal((batch_size, EMBED_DIM)).astype(np.float32)
    tags = [sample_tags(rng) for _ in range(batch_size)]
    return feats, multi_hot(tags, NUM_TAGS)
