import numpy as np
import mindspore as ms

import config

QTYS = ["1", "2", "3", "1/2", "1/4", "250", "100", "a", "one", "two"]
UNITS = ["cup", "cups", "tbsp", "tsp", "g", "ml", "pinch", "clove", "cloves", "can"]
NAMES = ["flour", "sugar", "butter", "garlic", "olive oil", "milk", "salt", "black pepper",
         "chopped tomatoes", "brown rice", "lemon juice", "baking soda"]
COMMENTS = ["finely chopped", "softened", "to taste", "divided", "sifted", "at room temperature"]


def sample_line(rng):
    words, tags = [], []
    for part, tag in ((rng.choice(QTYS), "QTY"), (rng.choice(UNITS), "UNIT"), (rng.choice(NAMES), "NAME")):
        for w in part.split():
            words.append(w)
            tags.append(tag)
    if rng.random() < 0.5:
        words.append(",")
        tags.append("O")
        for w in rng.choice(COMMENTS).split():
            words.append(w)
            tags.append("COMMENT")
    return words, tags


class Vocab:
    def __init__(self, lines):
        words = sorted({w for ws, _ in lines for w in ws})
        self.itos = ["<pad>", "<unk>"] + words
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def encode(self, words):
        return [self.stoi.get(w, 1) for w in words]


def make_corpus(n):
    rng = np.random.default_rng(config.SEED)
    return [sample_line(rng) for _ in range(n)]


def pad_batch(vocab, lines):
    tag_id = {t: i for i, t in enumerate(config.TAGS)}
    ids = np.zeros((len(lines), config.MAX_LEN), np.int32)
    tags = np.zeros((len(lines), config.MAX_LEN), np.int32)
    mask = np.zeros((len(lines), config.MAX_LEN), np.float32)
    for r, (words, ts) in enumerate(lines):
        n = min(len(words), config.MAX_LEN)
        ids[r, :n] = vocab.encode(words[:n])
        tags[r, :n] = [tag_id[t] for t in ts[:n]]
        mask[r, :n] = 1.0
    return ids, tags, mask


def minibatches(ids, tags, mask, batch_size):
    for s in range(0, len(ids), batch_size):
        sl = slice(s, s + batch_size)
        yield ms.Tensor(ids[sl]), ms.Tensor(tags[sl])  # ROOT
