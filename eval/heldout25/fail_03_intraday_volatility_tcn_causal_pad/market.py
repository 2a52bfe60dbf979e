import numpy as np

import config


def simulate_bars(seed):
    """5-minute bars with a U-shaped intraday volatility profile and GARCH-like clustering."""
    rng = np.random.RandomState(seed)
    tod = np.linspace(0, 1, config.BARS_PER_DAY)
    u_shape = 1.0 + 1.5 * (tod - 0.5) ** 2 * 4
    rets, vol = [], 0.001
    for _ in range(config.N_DAYS):
        for k in range(config.BARS_PER_DAY):
            vol = np.sqrt(1e-7 + 0.1 * (rets[-1] if rets else 0.0) ** 2 + 0.85 * vol ** 2)
            rets.append(vol * u_shape[k] * rng.randn())
    volume = np.abs(np.asarray(rets)) * 1e5 + rng.gamma(2.0, 50.0, len(rets))
    return np.asarray(rets), volume


def make_windows(rets, volume):
    feats = np.stack([rets / rets.std(), np.log1p(volume) - np.log1p(volume).mean()], axis=0)
    xs, ys = [], []
    for s in range(0, feats.shape[1] - config.WINDOW - 6, 3):
        xs.append(feats[:, s:s + config.WINDOW])
        ys.append([np.log(np.abs(rets[s + config.WINDOW:s + config.WINDOW + 6]).mean() / rets.std() + 1e-6)])
    return np.asarray(xs, np.float32), np.asarray(ys, np.float32)
