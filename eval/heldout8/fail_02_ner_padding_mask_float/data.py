import numpy as np

TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]

SENTENCES = [
    (["alice", "flew", "to", "paris"], ["B-PER", "O", "O", "B-LOC"]),
    (["the", "united", "nations", "met", "in", "new", "york"], ["O", "B-ORG", "I-ORG", "O", "O", "B-LOC", "I-LOC"]),
    (["bob", "smith", "joined", "acme"], ["B-PER", "I-PER", "O", "B-ORG"]),
    (["rain", "expected", "in", "berlin"], ["O", "O", "O", "B-LOC"]),
]


def build_vocab(sentences):
    vocab = {"<pad>": 0, "<unk>": 1}
    for words, _ in sentences:
        for w in words:
            vocab.setdefault(w, len(vocab))
    return vocab


def collate(batch, vocab, tag2id, pad_id=0):
    max_len = max(len(words) for words, _ in batch)
    ids = np.full((len(batch), max_len), pad_id, dtype=np.int32)
    tags = np.zeros((len(batch), max_len), dtype=np.int32)
    for i, (words, labels) in enumerate(batch):
        ids[i, : len(words)] = [vocab.get(w, vocab["<unk>"]) for w in words]
        tags[i, : len(labels)] = [tag2id[t] for t in labels]
    mask = (ids != pad_id).astype(np.float32)  # ROOT
    return ids, tags, mask


def batches(batch_size):
    vocab = build_vocab(SENTENCES)
    tag2id = {t: i for i, t in enumerate(TAGS)}
    for start in range(0, len(SENTENCES), batch_size):
        yield collate(SENTENCES[start : start + batch_size], vocab, tag2id)
