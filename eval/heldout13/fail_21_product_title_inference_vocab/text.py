import numpy as np

import config

WORDS = {
    "electronics": "usb cable charger hdmi wireless mouse keyboard battery",
    "kitchen": "knife pan skillet spatula blender kettle mug whisk",
    "toys": "puzzle lego doll plush robot blocks kite yoyo",
    "garden": "hose rake shovel seeds planter pruner gloves soil",
    "books": "novel paperback hardcover cookbook atlas poetry memoir guide",
}


def synthetic_titles(n, rng):
    titles, labels = [], []
    for _ in range(n):
        c = int(rng.integers(len(config.CATEGORIES)))
        words = rng.choice(WORDS[config.CATEGORIES[c]].split(), size=rng.integers(2, 6))
        titles.append(" ".join(words) + " " + str(rng.integers(1, 99)))
        labels.append(c)
    return titles, np.array(labels, np.int32)


def build_vocab(titles):
    vocab = {"<pad>": 0, "<unk>": 1}
    for t in titles:
        for w in t.split():
            vocab.setdefault(w, len(vocab))
    return vocab


def encode(titles, vocab):
    ids = np.zeros((len(titles), config.MAX_LEN), np.int32)
    for i, t in enumerate(titles):
        toks = [vocab.get(w, 1) for w in t.split()][:config.MAX_LEN]
        ids[i, :len(toks)] = toks
    return ids
