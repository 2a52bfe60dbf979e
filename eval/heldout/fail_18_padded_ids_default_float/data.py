import numpy as np

PAD, BOS, EOS = 0, 1, 2


def toy_pairs(n, vocab, rng):
    pairs = []
    for _ in range(n):
        ln = rng.integers(3, 8)
        src = list(rng.integers(3, vocab, size=ln))
        pairs.append((src, [BOS] + src[::-1] + [EOS]))
    return pairs


def pad_batch(seqs, max_len):
    out = np.zeros((len(seqs), max_len))  # ROOT
    for i, s in enumerate(seqs):
        s = s[:max_len]
        out[i, :len(s)] = s
    return out


def collate(pairs, max_src, max_tgt):
    src = pad_batch([p[0] for p in pairs], max_src)
    tgt = pad_batch([p[1] for p in pairs], max_tgt)
    return src, tgt
