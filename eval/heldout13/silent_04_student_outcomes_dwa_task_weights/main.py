import numpy as np
import mindspore as ms
from mindspore import nn

import config
from model import SharedBottom, WeightedTaskLoss
from utils import dwa_weights, synthetic_students

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    x, y = synthetic_students(320, config.NUM_FEATURES)
    net = SharedBottom(config.NUM_FEATURES, config.HIDDEN, len(config.TASKS))
    loss_net = WeightedTaskLoss(net, len(config.TASKS))
    trainer = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), config.LR))
    history = []
    for epoch in range(config.EPOCHS):
        weighted = []
        for s in range(0, len(x), config.BATCH_SIZE):
            weighted.append(float(trainer(ms.Tensor(x[s:s + config.BATCH_SIZE]), ms.Tensor(y[s:s + config.BATCH_SIZE])).asnumpy()))
        pred = net(ms.Tensor(x)).asnumpy()
        history.append(list(((pred - y) ** 2).mean(axis=0)))
        for i, w in enumerate(dwa_weights(history, config.DWA_TEMPERATURE)):
            loss_net.task_weights[i] = float(w)
        print(f"epoch {epoch} weighted {np.mean(weighted):.4f} per-task {np.round(history[-1], 4)}")


if __name__ == "__main__":
    main()
