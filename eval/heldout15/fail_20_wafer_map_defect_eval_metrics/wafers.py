import numpy as np
import mindspore.dataset as ds


def wafer_map(kind, size, rng):
    yy, xx = np.mgrid[:size, :size]
    r = np.hypot(yy - size / 2 + 0.5, xx - size / 2 + 0.5) / (size / 2)
    fail = rng.random((size, size)) < 0.05
    if kind == 1:
        fail |= (r < 0.35) & (rng.random((size, size)) < 0.7)
    elif kind == 2:
        fail |= (r > 0.8) & (r < 1.0) & (rng.random((size, size)) < 0.7)
    elif kind == 3:
        fail |= np.abs(yy - xx - rng.integers(-5, 6)) < 1
    elif kind == 4:
        fail |= (r > 0.4) & (r < 0.6) & (rng.random((size, size)) < 0.7)
    m = np.where(r <= 1.0, 1.0 + fail, 0.0)          # 0 off-wafer, 1 pass, 2 fail
    return (m / 2.0).astype(np.float32)[None]


def wafer_split(n, cfg, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(cfg["patterns"]), n).astype(np.int32)
    x = np.stack([wafer_map(k, cfg["map_size"], rng) for k in y])
    return ds.NumpySlicesDataset((x, y), ["wafer", "pattern"], shuffle=False).batch(cfg["batch_size"])
