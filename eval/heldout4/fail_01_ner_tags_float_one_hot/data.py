"""Synthetic sentences with BIO tags, padded into fixed-size batches."""
import numpy as np
from mindspore import Tensor

import config as cfg


def synth_sentences(n, seed=0):
    rng = np.random.default_rng(seed)
    sents = []
    for _ in range(n):
        length = int(rng.integers(3, cfg.SEQ_LEN + 1))
        toks = rng.integers(1, cfg.VOCAB_SIZE, size=length).tolist()
        tags = rng.integers(0, cfg.NUM_TAGS, size=length).tolist()
        sents.append((toks, tags))
    return sents


def collate(batch):
    ids = np.zeros((len(batch), cfg.SEQ_LEN), dtype=np.int32)
    tags = np.zeros((len(batch), cfg.SEQ_LEN), dtype=np.float32)  # ROOT
    mask = np.zeros((len(batch), cfg.SEQ_LEN), dtype=np.float32)
    for i, (toks, tg) in enumerate(batch):
        ids[i, :len(toks)] = toks
        tags[i, :len(tg)] = tg
        mask[i, :len(toks)] = 1.0
    return Tensor(ids), Tensor(tags), Tensor(mask)


def batches(sents, batch_size):
    for start in range(0, len(sents) - batch_size + 1, batch_size):
        yield collate(sents[start:start + batch_size])
