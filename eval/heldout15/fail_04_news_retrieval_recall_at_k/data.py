"""Click logs: each user reads mostly from one topic; titles are bags of topic words."""
import numpy as np

import config


def build_corpus(seed=0):
    rng = np.random.default_rng(seed)
    topics = rng.integers(0, 4, size=config.NUM_ARTICLES)
    titles = np.zeros((config.NUM_ARTICLES, config.TITLE_LEN), np.int32)
    for a in range(config.NUM_ARTICLES):
        base = topics[a] * (config.VOCAB // 4)
        titles[a] = base + rng.integers(0, config.VOCAB // 4, size=config.TITLE_LEN)
    user_topic = rng.integers(0, 4, size=config.NUM_USERS)
    histories = np.zeros((config.NUM_USERS, config.HISTORY_LEN), np.int32)
    clicks = np.zeros((config.NUM_USERS,), np.int32)
    for u in range(config.NUM_USERS):
        pool = np.flatnonzero(topics == user_topic[u])
        picks = rng.choice(pool, size=config.HISTORY_LEN + 1, replace=len(pool) <= config.HISTORY_LEN)
        histories[u] = picks[:-1]
        clicks[u] = picks[-1]
    return titles, histories, clicks


def minibatches(histories, clicks, batch_size, rng):
    order = rng.permutation(len(clicks))
    for s in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[s:s + batch_size]
        yield histories[idx], clicks[idx]
