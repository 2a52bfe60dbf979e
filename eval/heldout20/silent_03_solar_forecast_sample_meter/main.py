import os

import numpy as np
import mindspore as ms
from mindspore import nn

from model import ForecastLoss, SolarForecaster
from utils import SampleMeter

WINDOW = 6
BATCH = 16
TARGET_MSE = 0.01


def pv_samples(n=64, seed=5):
    """Hourly PV output (per-unit) with cloud cover and temperature forecasts for the next hour."""
    rng = np.random.default_rng(seed)
    hours = np.arange(n + WINDOW + 1)
    clear_sky = np.clip(np.sin(np.pi * ((hours % 24) - 6) / 12), 0, None)
    cloud = rng.random(len(hours))
    temp = 0.5 + 0.1 * rng.normal(size=len(hours))
    power = clear_sky * (1 - 0.7 * cloud)
    x = np.stack([power[i:i + WINDOW] for i in range(n)]).astype(np.float32)
    w = np.stack([cloud[WINDOW:WINDOW + n], temp[WINDOW:WINDOW + n]], axis=1).astype(np.float32)
    y = power[WINDOW:WINDOW + n].reshape(-1, 1).astype(np.float32)
    return x, w, y


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(5)
    x, w, y = pv_samples()
    meter = SampleMeter()
    net = SolarForecaster(WINDOW, meter)
    train = nn.TrainOneStepCell(ForecastLoss(net), nn.Adam(net.trainable_params(), 5e-3))
    train.set_train()
    for epoch in range(6):
        meter.reset()
        sse = 0.0
        for s in range(0, len(x), BATCH):
            sse += float(train(ms.Tensor(x[s:s + BATCH]), ms.Tensor(w[s:s + BATCH]),
                               ms.Tensor(y[s:s + BATCH])).asnumpy())
        mse = sse / max(meter.seen, 1)
        print(f"epoch {epoch}: {meter.seen} samples, mse {mse:.5f}")
        if mse < TARGET_MSE:
            print("target reached, stopping early")
            break


if __name__ == "__main__":
    main()
