import numpy as np

import config


def synthetic_postings(n, seed):
    rng = np.random.default_rng(seed)
    level = rng.integers(0, len(config.LEVELS), n)
    postings = []
    for lv in level:
        k = 4 + 2 * lv
        extra = ["mentoring", "roadmap", "budget", "stakeholder"][:lv]
        postings.append(list(rng.choice(config.SKILLS, k)) + extra)
    return postings, level.astype(np.int32)


def bag_of_skills(postings):
    index = {s: i for i, s in enumerate(config.SKILLS)}
    counts = np.zeros((len(postings), len(config.SKILLS)), dtype=np.int32)  # ROOT
    for row, skills in enumerate(postings):
        for s in skills:
            counts[row, index[s]] += 1
    return counts
