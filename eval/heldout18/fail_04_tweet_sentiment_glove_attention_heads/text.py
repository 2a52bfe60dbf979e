import re

import numpy as np

import config

TWEETS = [
    ("flight delayed again, worst airline ever", 0),
    ("boarding now, gate b12", 1),
    ("crew was amazing and the seats were comfy", 2),
    ("lost my bag. no reply from support", 0),
    ("landed on time, thanks!", 2),
    ("anyone know if wifi works on this route", 1),
    ("two hours on the tarmac with no water", 0),
    ("upgrade to business, best day", 2),
]


def tokenize(tweet):
    return re.findall(r"[a-z0-9']+", tweet.lower())


def build_vocab(tweets):
    vocab = {"<pad>": 0, "<unk>": 1}
    for tweet, _ in tweets:
        for tok in tokenize(tweet):
            vocab.setdefault(tok, len(vocab))
    return vocab


def fake_glove(vocab, rng):
    table = rng.normal(0, 0.3, (len(vocab), config.GLOVE_DIM)).astype(np.float32)
    table[0] = 0.0
    return table


def encode(tweets, vocab):
    ids = np.zeros((len(tweets), config.MAX_LEN), np.int32)
    for i, (tweet, _) in enumerate(tweets):
        toks = [vocab.get(t, 1) for t in tokenize(tweet)][:config.MAX_LEN]
        ids[i, :len(toks)] = toks
    labels = np.array([lab for _, lab in tweets], np.int32)
    return ids, labels
