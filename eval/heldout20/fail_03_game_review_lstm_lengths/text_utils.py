import numpy as np

REVIEWS = [
    ("great level design and a fair difficulty curve", 1),
    ("crashes every time i open the map", 0),
    ("the soundtrack alone is worth the price", 1),
    ("microtransactions everywhere and a grindy endgame", 0),
    ("co op with friends is a blast", 1),
    ("servers lag so much it is unplayable", 0),
    ("beautiful art but the story drags", 1),
    ("refund requested after two hours", 0),
]


def build_vocab(texts):
    vocab = {"<pad>": 0, "<unk>": 1}
    for t in texts:
        for w in t.split():
            vocab.setdefault(w, len(vocab))
    return vocab


def encode(texts, vocab, max_len):
    ids = np.zeros((len(texts), max_len), dtype=np.int32)
    lengths = []
    for i, t in enumerate(texts):
        toks = [vocab.get(w, 1) for w in t.split()][:max_len]
        ids[i, :len(toks)] = toks
        lengths.append(len(toks))
    # lengths double as the divisor of the mean pooling
    return ids, np.array(lengths, dtype=np.float32)  # ROOT
