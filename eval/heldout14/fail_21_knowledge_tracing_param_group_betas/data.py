import numpy as np
import mindspore.dataset as ds

import config


def synthetic_students(n, seed):
    """Each student has a latent mastery per skill that grows every time the skill is practised."""
    rng = np.random.default_rng(seed)
    skills = rng.integers(0, config.NUM_SKILLS, size=(n, config.SEQ_LEN + 1))
    correct = np.zeros_like(skills)
    for i in range(n):
        mastery = rng.normal(0, 1, config.NUM_SKILLS)
        for t, s in enumerate(skills[i]):
            correct[i, t] = rng.random() < 1 / (1 + np.exp(-mastery[s]))
            mastery[s] += 0.4
    interactions = skills[:, :-1] + config.NUM_SKILLS * correct[:, :-1]
    return (interactions.astype(np.int32), skills[:, 1:].astype(np.int32),
            correct[:, 1:].astype(np.float32))


def make_dataset():
    x, next_skill, next_correct = synthetic_students(config.NUM_STUDENTS, config.SEED)
    return ds.NumpySlicesDataset((x, next_skill, next_correct),
                                 column_names=["interaction", "next_skill", "next_correct"],
                                 shuffle=True).batch(config.BATCH_SIZE)
