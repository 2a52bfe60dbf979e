import numpy as np
import mindspore.dataset as ds

WEATHER = ["gdd", "precip_mm", "solar_mj", "tmax_july", "soil_n", "soil_ph", "planting_doy"]


def county_seasons(n, seed=8):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, len(WEATHER)))
    yield_t_ha = 9.0 + 0.8 * x[:, 0] + 0.5 * x[:, 1] - 0.6 * np.maximum(x[:, 3], 0) + 0.3 * x[:, 4]
    return x.astype(np.float32), yield_t_ha.reshape(-1, 1).astype(np.float32)


def season_dataset(n, batch_size):
    x, y = county_seasons(n)
    return ds.NumpySlicesDataset({"weather": x, "yield": y}, shuffle=True).batch(batch_size)
