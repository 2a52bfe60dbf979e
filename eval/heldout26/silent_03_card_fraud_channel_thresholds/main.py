import os

import numpy as np
import mindspore as ms

import config
from scorer import FraudScorer, AlertGate

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def online_batch(rng, n=32):
    return rng.normal(0, 1, (n, config.FEATURES)).astype(np.float32)


def calibrate(scores, alert_rate):
    """Threshold at the (1 - alert_rate) quantile of yesterday's scores."""
    return float(np.quantile(scores, 1.0 - alert_rate))


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    gate = AlertGate(FraudScorer(), "online")
    gate.set_train(False)

    yesterday = ms.Tensor(online_batch(rng))
    scores, alerts = gate(yesterday)
    print(f"day 0: threshold {gate.thresholds['online']:.3f}, alerts {int(alerts.asnumpy().sum())}/32")

    for day in (1, 2):
        gate.thresholds["online"] = calibrate(scores.asnumpy(), config.TARGET_ALERT_RATE)
        today = ms.Tensor(online_batch(rng))
        scores, alerts = gate(today)
        print(f"day {day}: threshold {gate.thresholds['online']:.3f}, alerts {int(alerts.asnumpy().sum())}/32")


if __name__ == "__main__":
    main()
