import numpy as np
import mindspore.dataset as ds

import config as cfg
from vocab import MOOD_WORDS, FILLER, build_vocab


def synth_lyrics(rng):
    songs, labels = [], []
    for i in range(cfg.NUM_SONGS):
        mood = i % len(cfg.MOODS)
        n = rng.integers(10, cfg.MAX_WORDS + 1)
        words = [rng.choice(MOOD_WORDS[cfg.MOODS[mood]]) if rng.random() < 0.35 else rng.choice(FILLER)
                 for _ in range(n)]
        songs.append(words)
        labels.append(mood)
    return songs, np.array(labels, dtype=np.int32)


def encode(songs, vocab):
    ids = np.zeros((len(songs), cfg.MAX_WORDS), dtype=np.int32)
    for r, words in enumerate(songs):
        for c, w in enumerate(words[: cfg.MAX_WORDS]):
            ids[r, c] = vocab.get(w, vocab["<unk>"])
    return ids


def lyrics_dataset(seed):
    rng = np.random.default_rng(seed)
    vocab = build_vocab()
    songs, labels = synth_lyrics(rng)
    ids = encode(songs, vocab)
    data = ds.NumpySlicesDataset({"ids": ids, "mood": labels}, shuffle=False)
    return data.batch(cfg.BATCH_SIZE, drop_remainder=True), len(vocab)
