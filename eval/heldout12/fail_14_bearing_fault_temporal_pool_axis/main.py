import numpy as np
import mindspore as ms
from mindspore import nn

from tcn import BearingFaultNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(12)

WINDOW = 256
FAULT_FREQS = [0.0, 0.06, 0.11, 0.19]   # normal, inner race, outer race, ball


def vibration_windows(n, rng):
    labels = rng.integers(0, len(FAULT_FREQS), size=n)
    t = np.arange(WINDOW)
    base = np.sin(2 * np.pi * 0.02 * t)
    x = np.empty((n, 3, WINDOW), np.float32)
    for i, lab in enumerate(labels):
        impulses = np.sin(2 * np.pi * FAULT_FREQS[lab] * t) * (lab > 0)
        x[i] = base + 0.8 * impulses + 0.3 * rng.normal(size=(3, WINDOW))
    return x, labels.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    x, y = vibration_windows(96, rng)
    net = BearingFaultNet()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=1e-4)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss(label_smoothing=0.1)), opt)
    step.set_train()
    for epoch in range(3):
        losses = [step(ms.Tensor(x[i:i + 16]), ms.Tensor(y[i:i + 16])).asnumpy()
                  for i in range(0, len(x), 16)]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
