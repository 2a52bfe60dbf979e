import numpy as np
import mindspore as ms

PAD = 0


def pad_batch(sentences, tags, max_len):
    n = len(sentences)
    ids = np.full((n, max_len), PAD, np.int32)
    labels = np.full((n, max_len), -100, np.int32)
    for i, (s, t) in enumerate(zip(sentences, tags)):
        ids[i, :len(s)] = s[:max_len]
        labels[i, :len(t)] = t[:max_len]
    return ids, labels


def attention_bias(ids):
    """Additive bias for self-attention: 0 for real tokens, -1e9 for padding."""
    bias = np.where(ids != PAD, 0.0, -1e9).astype(np.float32)  # ROOT
    return ms.Tensor(bias)


def toy_ner_corpus(n, vocab, n_tags, rng):
    sents, tags = [], []
    for _ in range(n):
        length = rng.integers(4, 20)
        s = rng.integers(1, vocab, size=length)
        sents.append(s)
        tags.append((s % n_tags).astype(np.int32))
    return sents, tags


def batches(sents, tags, batch_size, max_len):
    for i in range(0, len(sents), batch_size):
        ids, labels = pad_batch(sents[i:i + batch_size], tags[i:i + batch_size], max_len)
        yield ms.Tensor(ids), attention_bias(ids), ms.Tensor(labels)
