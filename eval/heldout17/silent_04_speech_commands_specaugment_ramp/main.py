import os

import numpy as np
import mindspore as ms
from mindspore import nn, ops

from augment import RampedTimeMask

COMMANDS = ["yes", "no", "left", "right"]
N_MELS, N_FRAMES = 16, 24


class CommandNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.augment = RampedTimeMask(max_width=8)
        self.conv = nn.SequentialCell(nn.Conv1d(N_MELS, 32, 3, pad_mode="same"), nn.ReLU())
        self.fc = nn.Dense(32, len(COMMANDS))

    def construct(self, spec):
        h = self.conv(self.augment(spec))
        return self.fc(ops.mean(h, axis=-1))


def log_mels(n, seed=4):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(COMMANDS), n).astype(np.int32)
    spec = rng.normal(0, 0.3, (n, N_MELS, N_FRAMES))
    for i, y in enumerate(labels):
        spec[i, 3 * y:3 * y + 3, :10] += 1.5
    return spec.astype(np.float32), labels


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(4)
    x, y = log_mels(96)
    net = CommandNet()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=3e-3))
    step.set_train()
    for i in range(6):
        loss = step(ms.Tensor(x[16 * i:16 * (i + 1)]), ms.Tensor(y[16 * i:16 * (i + 1)]))
        print("batch %d  loss %.4f" % (i, float(loss.asnumpy())))
    print("final time-mask width:", int(net.augment.width[0]))


if __name__ == "__main__":
    main()
