import csv
import io

import numpy as np

RAW_CSV = """text,label
great battery life and fast shipping,2
screen cracked after two days,0
it is okay for the price,1
absolutely love this blender,2
stopped working do not buy,0
average sound nothing special,1
fantastic quality would buy again,2
terrible customer service,0
does the job i guess,1
super comfortable shoes,2
arrived broken and late,0
fine but a bit noisy,1
"""

PAD, UNK = 0, 1


def read_reviews(raw=RAW_CSV):
    rows = list(csv.DictReader(io.StringIO(raw)))
    texts = [r["text"] for r in rows]
    labels = np.array([float(r["label"]) for r in rows], dtype=np.float32)  # ROOT
    return texts, labels


def build_vocab(texts):
    vocab = {"<pad>": PAD, "<unk>": UNK}
    for t in texts:
        for w in t.split():
            vocab.setdefault(w, len(vocab))
    return vocab


def encode(texts, vocab, max_tokens):
    ids = np.full((len(texts), max_tokens), PAD, np.int32)
    for i, t in enumerate(texts):
        toks = [vocab.get(w, UNK) for w in t.split()][:max_tokens]
        ids[i, :len(toks)] = toks
    return ids
