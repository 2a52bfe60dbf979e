import numpy as np

import config as cfg


def interactions(rng, n, max_skills=6):
    skill_ids = rng.integers(0, cfg.NUM_SKILLS, (n, max_skills)).astype(np.int32)
    lengths = rng.integers(2, max_skills + 1, n)
    mask = (np.arange(max_skills)[None, :] < lengths[:, None]).astype(np.float32)
    postings = rng.integers(0, cfg.NUM_POSTINGS, n).astype(np.int32)
    applied = ((skill_ids[:, 0] % 4) == (postings % 4)).astype(np.float32)
    return skill_ids, mask, postings, applied
