import numpy as np

RAW_RATINGS = """\
1::1::5
1::3::4
1::8::2
2::2::3
2::5::5
3::4::1
3::7::4
4::6::2
4::8::5
5::1::3
5::2::4
6::3::5
6::7::1
2::8::4
3::5::2
6::6::3
"""


def parse_ratings(text):
    rows = [tuple(int(v) for v in line.split("::")) for line in text.strip().splitlines()]
    users = np.array([r[0] - 1 for r in rows], np.int32)
    items = np.array([r[1] for r in rows], np.int32)  # ROOT
    labels = np.array([1.0 if r[2] >= 4 else 0.0 for r in rows], np.float32)
    return users, items, labels


def shuffled_batches(users, items, labels, batch_size, seed):
    order = np.random.default_rng(seed).permutation(len(users))
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        yield users[idx], items[idx], labels[idx]
