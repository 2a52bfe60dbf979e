import os

import numpy as np
import mindspore as ms

import config
from model import BlendedDemandForecaster
from schedule import BlendSchedule

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def station_history(rng):
    lagged = rng.poisson(12, (config.STATIONS, config.LAGS)).astype(np.float32)
    profile = lagged.mean(axis=1).astype(np.float32)
    return lagged / 10.0, profile


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    schedule = BlendSchedule(config.BLEND_START, config.BLEND_STEP)
    forecaster = BlendedDemandForecaster(config.LAGS, schedule)
    forecaster.set_train(False)
    lagged, profile = station_history(rng)
    lagged, profile = ms.Tensor(lagged), ms.Tensor(profile)
    for epoch in range(config.EPOCHS):
        pred = forecaster(lagged, profile).asnumpy()
        print(f"epoch {epoch}: blend {schedule.current():.1f}, station 0 forecast {pred[0]:.3f}, "
              f"network total {pred.sum():.2f}")
        schedule.step()


if __name__ == "__main__":
    main()
