import numpy as np

NUM_BYTES = 256
SPECIALS = ["<bos>", "<eos>", "<pad>"]
BOS, EOS, PAD = (NUM_BYTES + i for i in range(len(SPECIALS)))


def encode(text):
    ids = [BOS] + list(text.encode("utf-8")) + [EOS]
    return np.array(ids, np.int32)


def pack(texts, seq_len):
    stream = np.concatenate([encode(t) for t in texts])
    n = (len(stream) - 1) // seq_len
    x = stream[: n * seq_len].reshape(n, seq_len)
    y = stream[1: n * seq_len + 1].reshape(n, seq_len)
    return x, y
