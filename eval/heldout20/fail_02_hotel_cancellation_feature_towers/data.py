import numpy as np
import mindspore.dataset as ds

import config as cfg


def synth_bookings(n, seed):
    rng = np.random.default_rng(seed)
    cols = cfg.STAY_COLUMNS + cfg.PRICE_COLUMNS + cfg.GUEST_COLUMNS
    table = {c: rng.normal(size=n).astype(np.float32) for c in cols}
    risk = table["lead_time"] - table["deposit"] + 0.5 * table["repeat_guest"]
    cancelled = (risk > 0).astype(np.float32)
    features = np.stack([table[c] for c in cols], axis=1)
    return features, cancelled.reshape(-1, 1)


def booking_dataset():
    x, y = synth_bookings(cfg.NUM_BOOKINGS, cfg.SEED)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(cfg.BATCH_SIZE)
