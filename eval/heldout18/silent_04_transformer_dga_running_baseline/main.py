import mindspore as ms
import numpy as np
from mindspore import Tensor

import config
from monitor import DgaMonitor

ms.set_context(mode=ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)
ref = np.asarray(config.REFERENCE_PPM, np.float32)


def day_of_readings(day):
    ppm = ref * rng.lognormal(0.0, 0.15, (config.SAMPLES_PER_DAY, len(config.GASES)))
    if day >= config.FAULT_FROM_DAY:
        growth = 1.0 + 0.6 * (day - config.FAULT_FROM_DAY + 1)
        ppm[:, [0, 2, 3]] *= growth
    return ppm.astype(np.float32)


monitor = DgaMonitor(config.REFERENCE_PPM)
alarms = []
for day in range(config.DAYS):
    score, baseline = monitor(Tensor(day_of_readings(day)))
    score, baseline = float(score.asnumpy()), float(baseline.asnumpy())
    if score > config.ALARM_MARGIN * baseline:
        alarms.append(day)
    print(f"day {day}: deviation {score:.4f} baseline {baseline:.4f}")
print("alarm days:", alarms)
