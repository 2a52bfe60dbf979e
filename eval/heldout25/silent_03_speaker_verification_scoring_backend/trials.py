import numpy as np

import config


def make_trials(seed):
    """Enrollment/test x-vector pairs; half the trials are target (same speaker) trials.
    Embedding norms vary with recording loudness, which dot-product scoring is sensitive to."""
    rng = np.random.RandomState(seed)
    speakers = rng.randn(config.N_SPEAKERS, config.EMBED_DIM)
    enroll, test, is_target = [], [], []
    for s in range(config.N_SPEAKERS):
        for t in range(config.TRIALS_PER_SPEAKER):
            target = t % 2 == 0
            other = s if target else (s + rng.randint(1, config.N_SPEAKERS)) % config.N_SPEAKERS
            e = speakers[s] + 0.7 * rng.randn(config.EMBED_DIM)
            v = speakers[other] + 0.7 * rng.randn(config.EMBED_DIM)
            enroll.append(e * rng.uniform(0.3, 3.0))
            test.append(v * rng.uniform(0.3, 3.0))
            is_target.append(target)
    return np.asarray(enroll, np.float32), np.asarray(test, np.float32), np.asarray(is_target)


def equal_error_rate(scores, is_target):
    thresholds = np.sort(scores)
    best = 1.0
    for th in thresholds:
        far = np.mean(scores[~is_target] >= th)
        frr = np.mean(scores[is_target] < th)
        best = min(best, max(far, frr))
    return float(best)
