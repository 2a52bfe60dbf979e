"""Synthetic podcast transcript snippets: each topic prefers its own band of word ids."""
import numpy as np
import mindspore.dataset as ds

import config


def synth_transcripts(num, seq_len, vocab_size, num_topics, seed):
    rng = np.random.default_rng(seed)
    band = (vocab_size - 2) // num_topics
    topics = rng.integers(0, num_topics, size=num)
    ids = np.empty((num, seq_len), dtype=np.int32)
    for i, t in enumerate(topics):
        topical = rng.integers(2 + t * band, 2 + (t + 1) * band, size=seq_len)
        filler = rng.integers(2, vocab_size, size=seq_len)
        use_topic = rng.random(seq_len) < 0.35
        ids[i] = np.where(use_topic, topical, filler)
    return ids, topics.astype(np.int32)


def make_datasets():
    ids, topics = synth_transcripts(config.NUM_EPISODES, config.SEQ_LEN, config.VOCAB_SIZE,
                                    config.NUM_TOPICS, config.SEED)
    split = int(0.75 * len(ids))
    train = ds.NumpySlicesDataset({"tokens": ids[:split], "topic": topics[:split]}, shuffle=True)
    valid = ds.NumpySlicesDataset({"tokens": ids[split:], "topic": topics[split:]}, shuffle=False)
    return (train.batch(config.BATCH_SIZE, drop_remainder=True),
            valid.batch(config.BATCH_SIZE))
