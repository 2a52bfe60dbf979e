import numpy as np

import config


def _organism(kind, rng):
    yy, xx = np.mgrid[0:config.IMG, 0:config.IMG].astype(np.float32) - config.IMG / 2
    angle = rng.uniform(0, np.pi)
    u = xx * np.cos(angle) + yy * np.sin(angle)
    v = -xx * np.sin(angle) + yy * np.cos(angle)
    if kind == 0:
        r = np.sqrt(u ** 2 + v ** 2) / 5
        img = (r < 1).astype(np.float32)
    elif kind == 1:
        r = np.sqrt((u / 7) ** 2 + (v / 2) ** 2)
        img = (r < 1).astype(np.float32)
    else:
        r = np.sqrt(u ** 2 + v ** 2)
        img = ((r > 3) & (r < 6)).astype(np.float32)
    return img + rng.normal(0, 0.1, img.shape).astype(np.float32)


def labeled_set(rng):
    y = rng.integers(0, config.NUM_CLASSES, size=config.NUM_LABELED).astype(np.int32)
    x = np.stack([_organism(k, rng) for k in y])[:, None]
    return x.astype(np.float32), y


def unlabeled_views(rng):
    kinds = rng.integers(0, config.NUM_CLASSES, size=config.NUM_UNLABELED)
    base = np.stack([_organism(k, rng) for k in kinds])[:, None]
    view1 = base + rng.normal(0, 0.15, base.shape)
    view2 = np.flip(base, axis=-1) + rng.normal(0, 0.15, base.shape)
    return view1.astype(np.float32), view2.astype(np.float32)


def batches(x_l, y_l, u1, u2, rng):
    lab = rng.permutation(len(x_l))
    unl = rng.permutation(len(u1))
    steps = len(unl) // (2 * config.BATCH_SIZE)
    for s in range(steps):
        li = lab[(s * config.BATCH_SIZE) % len(lab):][:config.BATCH_SIZE]
        ui = unl[s * 2 * config.BATCH_SIZE:(s + 1) * 2 * config.BATCH_SIZE]
        yield x_l[li], y_l[li], u1[ui], u2[ui]
