import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import household_days, inject_faults
from model import MeterAnomalyDetector, ReconstructionLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    history = household_days(config.HISTORY_DAYS, 1.0, rng)
    detector = MeterAnomalyDetector(config.HOURS, config.BOTTLENECK)
    detector.norm.refit(history)
    step = nn.TrainOneStepCell(ReconstructionLoss(detector), nn.Adam(detector.ae.trainable_params(), 1e-2))
    step.set_train()
    for epoch in range(config.EPOCHS):
        for i in range(0, len(history), config.BATCH_SIZE):
            loss = step(ms.Tensor(history[i:i + config.BATCH_SIZE]))
    print(f"final reconstruction loss {float(loss):.4f}")

    detector.set_train(False)
    holdout = household_days(config.MONITOR_DAYS, 1.0, rng)
    threshold = float(np.quantile(detector(ms.Tensor(holdout)).asnumpy(), config.ALARM_QUANTILE))
    print(f"alarm threshold {threshold:.4f}")

    # heat pump installed: re-fit the standardizer on the first four weeks after the retrofit, then monitor
    detector.norm.refit(household_days(28, config.HEAT_PUMP_LEVEL, rng))
    after, faulty = inject_faults(household_days(config.MONITOR_DAYS, config.HEAT_PUMP_LEVEL, rng), rng, count=3)
    scores = detector(ms.Tensor(after)).asnumpy()
    alarms = np.flatnonzero(scores > threshold)
    print(f"post-retrofit alarms: {len(alarms)}/{config.MONITOR_DAYS} days, faulty days caught: "
          f"{len(set(alarms) & set(faulty))}/{len(faulty)}")


if __name__ == "__main__":
    main()
