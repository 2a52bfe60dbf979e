import numpy as np

VOCAB = ["<pad>", "a", "red", "blue", "green", "square", "circle", "on", "white", "black", "background"]


def caption_tokens(caption, max_len=6):
    ids = [VOCAB.index(w) for w in caption.split()][:max_len]
    return ids + [0] * (max_len - len(ids))


def synthetic_pairs(n, seed=0):
    rng = np.random.default_rng(seed)
    colours = {"red": (1, -1, -1), "blue": (-1, -1, 1), "green": (-1, 1, -1)}
    images, tokens = [], []
    for _ in range(n):
        name = rng.choice(list(colours))
        img = 0.2 * rng.normal(size=(3, 16, 16)) + np.array(colours[name])[:, None, None]
        images.append(img)
        tokens.append(caption_tokens(f"a {name} square"))
    return np.asarray(images, np.float32), np.asarray(tokens, np.int32)
