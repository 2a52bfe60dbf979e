import numpy as np
import mindspore.dataset as ds

import config

GENRE_WORDS = {
    "action": ["chase", "explosion", "war"],
    "comedy": ["joke", "party"],
    "drama": ["family", "tears", "funeral"],
    "horror": ["ghost", "blood", "night", "house"],
    "romance": ["love", "wedding", "kiss"],
    "scifi": ["alien", "ship", "laser", "robot", "future"],
}


def synthetic_plots(n, seed):
    rng = np.random.default_rng(seed)
    plots, tags = [], []
    for _ in range(n):
        genres = list(rng.choice(config.GENRES, size=rng.integers(1, 3), replace=False))
        words = []
        for g in genres:
            words += list(rng.choice(GENRE_WORDS[g], size=3))
        words += list(rng.choice(config.VOCAB, size=2))
        plots.append(words)
        tags.append(genres)
    return plots, tags


def bag_of_words(plots):
    index = {w: i for i, w in enumerate(config.VOCAB)}
    x = np.zeros((len(plots), len(config.VOCAB)), dtype=np.float32)
    for row, words in enumerate(plots):
        for w in words:
            x[row, index[w]] += 1.0
    return np.log1p(x)


def multi_hot(tags):
    index = {g: i for i, g in enumerate(config.GENRES)}
    targets = np.zeros((len(tags), len(config.GENRES)), dtype=np.int32)  # ROOT
    for row, genres in enumerate(tags):
        for g in genres:
            targets[row, index[g]] = 1
    return targets


def make_dataset():
    plots, tags = synthetic_plots(config.NUM_MOVIES, config.SEED)
    features, targets = bag_of_words(plots), multi_hot(tags)
    dataset = ds.NumpySlicesDataset((features, targets), column_names=["bow", "genres"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE)
