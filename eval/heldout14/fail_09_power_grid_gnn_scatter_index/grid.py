import numpy as np

# IEEE 14-bus style branch list (0-based bus ids)
BRANCHES = [(0, 1), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (3, 4), (3, 6), (3, 8), (4, 5),
            (5, 10), (5, 11), (5, 12), (6, 7), (6, 8), (8, 9), (8, 13), (9, 10), (11, 12), (12, 13)]


def directed_edges():
    src = [a for a, b in BRANCHES] + [b for a, b in BRANCHES]
    dst = [b for a, b in BRANCHES] + [a for a, b in BRANCHES]
    return np.array([src, dst], dtype=np.int32)


def scenarios(num_buses, n, seed):
    rng = np.random.default_rng(seed)
    edges = directed_edges()
    feats, volts = [], []
    for _ in range(n):
        p = rng.uniform(0, 1, num_buses)
        q = 0.3 * p + rng.uniform(0, 0.1, num_buses)
        g = np.zeros(num_buses)
        g[[0, 1, 2, 5, 7]] = rng.uniform(0.5, 1.5, 5)
        net = g - p
        smooth = net.copy()
        for _ in range(2):
            agg = np.zeros(num_buses)
            np.add.at(agg, edges[1], smooth[edges[0]])
            deg = np.bincount(edges[1], minlength=num_buses)
            smooth = 0.5 * smooth + 0.5 * agg / deg
        feats.append(np.stack([p, q, g], axis=1))
        volts.append(1.0 + 0.05 * smooth)
    return np.array(feats, np.float32), np.array(volts, np.float32)[..., None]
