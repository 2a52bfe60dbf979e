import numpy as np
import mindspore as ms
from mindspore import nn

import detector
from detector import AlertCell, LatencyForecaster

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(33)

CONTEXT, HOSTS, BLOCKS = 12, 64, 5


def latency_stream(rng, length):
    t = np.arange(length)
    base = 40 + 5 * np.sin(2 * np.pi * t / 60)
    series = base[None, :] + rng.gamma(2.0, 1.5, size=(HOSTS, length))
    spikes = rng.random((HOSTS, length)) < 0.01
    return (series + spikes * rng.uniform(20, 60, size=(HOSTS, length))).astype(np.float32)


def windows(series, start):
    return series[:, start - CONTEXT:start], series[:, start]


def main():
    rng = np.random.default_rng(0)
    series = latency_stream(rng, 400)
    forecaster = LatencyForecaster(CONTEXT)
    fit = nn.TrainOneStepCell(nn.WithLossCell(forecaster, nn.L1Loss()),
                              nn.Adam(forecaster.trainable_params(), learning_rate=5e-3))
    fit.set_train()
    for start in range(CONTEXT, 200):
        hist, nxt = windows(series, start)
        fit(ms.Tensor((hist - 40) / 10), ms.Tensor((nxt - 40) / 10))
    forecaster.set_train(False)
    alerter = AlertCell(forecaster)
    scale = ms.Tensor(np.full(HOSTS, 0.3, np.float32))
    t = 200
    for block in range(BLOCKS):
        recent, n_alerts = [], 0
        for _ in range(40):
            hist, nxt = windows(series, t)
            score, count = alerter(ms.Tensor((hist - 40) / 10), ms.Tensor((nxt - 40) / 10), scale)
            recent.append(score.asnumpy())
            n_alerts += int(count.asnumpy())
            t += 1
        print(f"block {block}: threshold {detector.ALERT_THRESHOLD:.3f} alerts {n_alerts}")
        detector.recalibrate(np.concatenate(recent))


if __name__ == "__main__":
    main()
