import os
import random

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import gauge_windows
from model import GaugeSeq2Seq, ForecastLoss


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    random.seed(config.SEED)
    xs, ys = gauge_windows(np.random.default_rng(config.SEED))

    net = GaugeSeq2Seq(config.HIDDEN, config.HORIZON, config.TEACHER_FORCING)
    step = nn.TrainOneStepCell(ForecastLoss(net), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        for lo in range(0, config.N_WINDOWS, config.BATCH_SIZE):
            loss = step(Tensor(xs[lo:lo + config.BATCH_SIZE]), Tensor(ys[lo:lo + config.BATCH_SIZE]))
        print(f"epoch {epoch}: last-batch MAE {float(loss):.4f}")

    # audit: how many of the 6 decoder steps were teacher-forced in a few forward passes
    counts = [int(net(Tensor(xs[:4]), Tensor(ys[:4]))[1]) for _ in range(5)]
    print("teacher-forced steps per pass:", counts)


if __name__ == "__main__":
    main()
