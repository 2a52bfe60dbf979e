"""Ventricular-beat alarm with attention MIL; the alarm report names the beat the model looked at."""
import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

from holter import records, SAMPLES
from mil import BeatMIL

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
BATCH = 16


def alarm_report(net, x, y, where):
    net.set_train(False)
    hits, alarms, correct = 0, 0, 0
    for s in range(0, len(y), BATCH):
        logits = net(ms.Tensor(x[s:s + BATCH])).asnumpy()
        focus = net.pool.last_weights.asnumpy().argmax(axis=1)
        pred = logits.argmax(axis=1)
        correct += int((pred == y[s:s + BATCH]).sum())
        for p, f, w in zip(pred, focus, where[s:s + BATCH]):
            if p == 1 and w >= 0:
                alarms += 1
                hits += int(f == w)
    return correct / len(y), hits / max(alarms, 1)


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(0)
    xtr, ytr, _ = records(128, seed=0)
    xte, yte, where = records(64, seed=1)
    net = BeatMIL(SAMPLES)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=3e-3))
    for epoch in range(8):
        step.set_train()
        for s in range(0, len(ytr), BATCH):
            step(ms.Tensor(xtr[s:s + BATCH]), ms.Tensor(ytr[s:s + BATCH]))
    acc, localisation = alarm_report(net, xte, yte, where)
    print(f"alarm accuracy: {acc:.3f}")
    print(f"alarms whose attended beat is the ventricular one: {localisation:.3f}")


if __name__ == "__main__":
    main()
