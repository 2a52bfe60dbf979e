"""Tiny annotated contract clauses (BIO tags for PARTY, DATE, AMOUNT)."""
import numpy as np

TAGS = ["O", "B-PARTY", "I-PARTY", "B-DATE", "I-DATE", "B-AMOUNT", "I-AMOUNT"]
SENTENCES = [
    ("Acme Corp shall pay Beta Ltd 5000 USD by 1 March", "B-PARTY I-PARTY O O B-PARTY I-PARTY B-AMOUNT I-AMOUNT O B-DATE I-DATE"),
    ("The Supplier delivers goods before 30 June", "O B-PARTY O O O B-DATE I-DATE"),
    ("Gamma Inc owes 120 EUR to Acme Corp", "B-PARTY I-PARTY O B-AMOUNT I-AMOUNT O B-PARTY I-PARTY"),
    ("Payment of 75 GBP is due on 2 May", "O O B-AMOUNT I-AMOUNT O O O B-DATE I-DATE"),
]
MAX_LEN = 12


def encode(sentences=SENTENCES):
    vocab = {"<pad>": 0, "<unk>": 1}
    for text, _ in sentences:
        for w in text.lower().split():
            vocab.setdefault(w, len(vocab))
    ids = np.zeros((len(sentences), MAX_LEN), np.int32)
    tags = np.zeros((len(sentences), MAX_LEN), np.int32)
    for i, (text, tag_str) in enumerate(sentences):
        words, labels = text.lower().split(), tag_str.split()
        ids[i, :len(words)] = [vocab[w] for w in words]
        tags[i, :len(labels)] = [TAGS.index(t) for t in labels]
    return ids, tags, vocab
