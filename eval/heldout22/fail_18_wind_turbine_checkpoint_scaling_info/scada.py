import numpy as np

import config


def power_curve(ws):
    cut_in, rated, cut_out = 3.0, 12.5, 25.0
    p = np.where(ws < cut_in, 0.0, config.RATED_KW * ((ws - cut_in) / (rated - cut_in)) ** 3)
    p = np.where(ws >= rated, config.RATED_KW, p)
    return np.where(ws >= cut_out, 0.0, p)


def load_scada():
    rng = np.random.default_rng(config.SEED)
    ws = rng.weibull(2.0, config.NUM_RECORDS) * 8.0
    direction = rng.uniform(0, 360, config.NUM_RECORDS)
    temp = rng.normal(12, 6, config.NUM_RECORDS)
    density = 1.225 * (288.15 / (temp + 273.15))
    power = power_curve(ws) * density / 1.225 + rng.normal(0, 30, config.NUM_RECORDS)
    feats = np.stack([ws, np.sin(np.radians(direction)), np.cos(np.radians(direction)), temp / 20.0], axis=1)
    return feats.astype(np.float32), np.clip(power, 0, None).astype(np.float32)[:, None]
