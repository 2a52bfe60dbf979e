"""County-level maize yield from season weather and soil covariates."""
import numpy as np
import mindspore.dataset as ds

COVARIATES = ["gdd", "precip_jja", "heat_days", "soil_om", "soil_awc", "ndvi_peak"]


def county_records(n=80, seed=6):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, len(COVARIATES))).astype(np.float32)
    yield_t_ha = 10.5 + 0.8 * x[:, 0] + 0.6 * x[:, 1] - 0.9 * x[:, 2] + 0.4 * x[:, 5]
    return x, (yield_t_ha + rng.normal(0, 0.2, n)).astype(np.float32)[:, None]


def yield_dataset(batch_size=16):
    x, y = county_records()
    return ds.NumpySlicesDataset((x, y / 10.0), ["covariates", "yield"], shuffle=True).batch(batch_size)
