import numpy as np
import mindspore.dataset as ds

PAD, UNK = 0, 1

UTTERANCES = [
    ("what is the weather tomorrow", 0), ("set an alarm for seven", 1),
    ("play some jazz", 2), ("start a ten minute timer", 3),
    ("will it rain in paris today", 0), ("wake me up at six thirty", 1),
    ("next song please", 2), ("how long is left on my timer", 3),
    ("is it cold outside", 0), ("cancel my morning alarm", 1),
    ("turn the music up", 2), ("pause the timer", 3),
]


def build_vocab(pairs):
    vocab = {"<pad>": PAD, "<unk>": UNK}
    for text, _ in pairs:
        for w in text.split():
            vocab.setdefault(w, len(vocab))
    return vocab


def encode(text, vocab, max_len=None):
    ids = [vocab.get(w, UNK) for w in text.split()]
    if max_len is not None:
        ids = ids[:max_len] + [PAD] * max(0, max_len - len(ids))
    return np.array(ids, dtype=np.int32)


class IntentSource:
    def __init__(self, pairs, vocab, max_len):
        self.pairs = pairs
        self.vocab = vocab
        self.max_len = max_len

    def __getitem__(self, index):
        text, label = self.pairs[index]
        return encode(text, self.vocab), np.int32(label)  # ROOT

    def __len__(self):
        return len(self.pairs)


def make_dataset(pairs, vocab, max_len, batch_size, shuffle=True):
    source = IntentSource(pairs, vocab, max_len)
    dataset = ds.GeneratorDataset(source, column_names=["ids", "label"], shuffle=shuffle)
    return dataset.batch(batch_size, drop_remainder=True)
