import numpy as np

import config as cfg


def utterances(intent, n, rng):
    """Token ids: most tokens come from an intent-specific band, some are shared filler."""
    band = cfg.VOCAB // (cfg.NUM_INTENTS + 1)
    own = rng.integers(band * (intent + 1), band * (intent + 2), size=(n, cfg.TOKENS_PER_UTT))
    filler = rng.integers(0, band, size=(n, cfg.TOKENS_PER_UTT))
    use_own = rng.random((n, cfg.TOKENS_PER_UTT)) < 0.6
    return np.where(use_own, own, filler).astype(np.int32)


def sample_episode(rng):
    intents = rng.choice(cfg.NUM_INTENTS, size=cfg.N_WAY, replace=False)
    support = [utterances(c, cfg.K_SHOT, rng) for c in intents]
    query = np.concatenate([utterances(c, cfg.N_QUERY, rng) for c in intents])
    query_labels = np.repeat(np.arange(cfg.N_WAY), cfg.N_QUERY).astype(np.int32)
    return intents, support, query, query_labels
