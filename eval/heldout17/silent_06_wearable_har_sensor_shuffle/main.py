import os
import random

import numpy as np
import mindspore as ms
from mindspore import nn

from model import ActivityNet

ACTIVITIES = ["walk", "run", "sit", "stairs", "cycle"]
SENSORS, AXES, WINDOW = 3, 3, 32


def imu_windows(n, seed=7):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(ACTIVITIES), n).astype(np.int32)
    t = np.arange(WINDOW)
    x = rng.normal(0, 0.2, (n, SENSORS * AXES, WINDOW))
    for i, y in enumerate(labels):
        x[i, :, :] += np.sin(2 * np.pi * (y + 1) * t / WINDOW) * (0.5 + 0.2 * y)
    return x.astype(np.float32), labels


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(7)
    random.seed(7)
    x, y = imu_windows(96)
    net = ActivityNet(SENSORS, AXES, len(ACTIVITIES))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=5e-3))
    step.set_train()
    for i in range(6):
        loss = step(ms.Tensor(x[16 * i:16 * (i + 1)]), ms.Tensor(y[16 * i:16 * (i + 1)]))
        print("batch %d  loss %.4f" % (i, float(loss.asnumpy())))
    print("sensor order after training:", net.shuffle.order)


if __name__ == "__main__":
    main()
