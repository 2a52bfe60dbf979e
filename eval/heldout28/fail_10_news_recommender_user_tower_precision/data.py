import numpy as np

import config


def click_logs(rng):
    """Each user follows one of four topics; articles are assigned to topics round-robin."""
    topics = rng.integers(0, 4, config.N_USERS)
    histories, next_clicks = [], []
    for topic in topics:
        pool = np.arange(topic, config.N_ARTICLES, 4)
        clicks = rng.choice(pool, config.HISTORY + 1, replace=False)
        histories.append(clicks[:-1])
        next_clicks.append(clicks[-1])
    return np.asarray(histories, np.int32), np.asarray(next_clicks, np.int32)
