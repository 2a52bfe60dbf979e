import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from buildings import simulate
from dwa import dynamic_weight_average
from model import LoadNet, WeightedMultiTaskLoss


def task_losses(net, x, heat, cool):
    ph, pc = net(ms.Tensor(x))
    return [float(np.mean((ph.asnumpy() - heat) ** 2)), float(np.mean((pc.asnumpy() - cool) ** 2))]


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    x, heat, cool = simulate(config.SEED)
    split = int(0.8 * len(x))

    net = LoadNet(len(config.FEATURES))
    loss_cell = WeightedMultiTaskLoss(net)
    step = nn.TrainOneStepCell(loss_cell, nn.Adam(net.trainable_params(), learning_rate=config.LR))
    rng = np.random.RandomState(config.SEED)
    history = []
    for epoch in range(config.EPOCHS):
        order = rng.permutation(split)
        for b in range(0, split, config.BATCH_SIZE):
            idx = order[b:b + config.BATCH_SIZE]
            step(ms.Tensor(x[idx]), ms.Tensor(heat[idx]), ms.Tensor(cool[idx]))
        history.append(task_losses(net, x[split:], heat[split:], cool[split:]))
        weights = dynamic_weight_average(history, config.DWA_TEMPERATURE)
        loss_cell.task_weights[0], loss_cell.task_weights[1] = weights
        print(f"epoch {epoch + 1}: val mse heating {history[-1][0]:.4f} cooling {history[-1][1]:.4f} "
              f"-> weights {weights[0]:.3f}/{weights[1]:.3f}")


if __name__ == "__main__":
    main()
