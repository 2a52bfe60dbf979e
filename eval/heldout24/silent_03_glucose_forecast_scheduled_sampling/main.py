import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from cgm import simulate_cgm, windows
from model import GlucoseSeq2Seq, ForecastLoss


def evaluate(net, x, y):
    tf = net.teacher_forcing
    net.teacher_forcing = False
    pred = net(ms.Tensor(x), ms.Tensor(np.zeros_like(y))).asnumpy()
    net.teacher_forcing = tf
    return float(np.abs(pred - y).mean() * 2.0)


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    x, y = windows(simulate_cgm(config.SEED))
    split = int(0.8 * len(y))

    net = GlucoseSeq2Seq(config.HIDDEN, config.HORIZON)
    step = nn.TrainOneStepCell(ForecastLoss(net), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        net.teacher_forcing = epoch < config.TEACHER_FORCING_EPOCHS
        order = rng.permutation(split)
        losses = [float(step(ms.Tensor(x[order[b:b + config.BATCH_SIZE]]),
                             ms.Tensor(y[order[b:b + config.BATCH_SIZE]])).asnumpy())
                  for b in range(0, split - config.BATCH_SIZE + 1, config.BATCH_SIZE)]
        print(f"epoch {epoch + 1} teacher_forcing={net.teacher_forcing} train mse {np.mean(losses):.4f} "
              f"val MAE {evaluate(net, x[split:], y[split:]):.3f} mmol/L")


if __name__ == "__main__":
    main()
