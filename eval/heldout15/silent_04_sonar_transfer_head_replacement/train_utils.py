import numpy as np
import mindspore as ms
import mindspore.nn as nn

EVAL_BATCH = 12


def fit(net, params, x, y, epochs, lr, batch=12):
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(params, learning_rate=lr))
    step.set_train()
    rng = np.random.default_rng(0)
    for _ in range(epochs):
        order = rng.permutation(len(y))
        for s in range(0, len(y) - batch + 1, batch):
            idx = order[s:s + batch]
            step(ms.Tensor(x[idx]), ms.Tensor(y[idx]))


def accuracy(net, x, y):
    net.set_train(False)
    preds = [net(ms.Tensor(x[s:s + EVAL_BATCH])).asnumpy().argmax(1) for s in range(0, len(y), EVAL_BATCH)]
    return float((np.concatenate(preds) == y).mean())
