import numpy as np

HEADLINES = [
    ("Stocks rally as tech earnings beat forecasts", 2),
    ("Local team wins the cup after extra time", 1),
    ("New telescope spots distant galaxy cluster", 3),
    ("Leaders meet to discuss trade agreement", 0),
    ("Central bank holds rates steady (again)", 2),
    ("Striker signs 3-year deal with rivals", 1),
    ("Researchers sequence ancient plant genome", 3),
    ("Election results delayed in two regions", 0),
]


def iterate_batches(tokenizer, batch_size, steps, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        idx = rng.choice(len(HEADLINES), size=batch_size, replace=False)
        texts = [HEADLINES[i][0] for i in idx]
        labels = np.array([HEADLINES[i][1] for i in idx], dtype=np.int32)
        yield tokenizer.batch_encode(texts), labels
