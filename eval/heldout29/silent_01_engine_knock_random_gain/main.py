import os

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import knock_windows
from model import KnockDetector, AugmentedLoss


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    x, y = knock_windows(np.random.default_rng(config.SEED))

    detector = KnockDetector()
    loss_cell = AugmentedLoss(detector)
    step = nn.TrainOneStepCell(loss_cell, nn.Adam(detector.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        losses = [float(step(Tensor(x[lo:lo + config.BATCH_SIZE]), Tensor(y[lo:lo + config.BATCH_SIZE])))
                  for lo in range(0, config.N_WINDOWS, config.BATCH_SIZE)]
        print(f"epoch {epoch}: mean BCE {np.mean(losses):.4f}")

    probe = Tensor(np.ones((1, 1, 4), np.float32))
    gains = [round(float(loss_cell.augment(probe).asnumpy()[0, 0, 0]), 3) for _ in range(4)]
    print("gains drawn by the augmentation:", gains)


if __name__ == "__main__":
    main()
