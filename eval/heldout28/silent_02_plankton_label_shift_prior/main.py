import os

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import morphometrics
from model import PlanktonClassifier


def class_histogram(net, x):
    pred = net(Tensor(x)).asnumpy().argmax(axis=1)
    return np.bincount(pred, minlength=len(config.TAXA)).tolist()


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    x_train, y_train = morphometrics(rng, config.TRAIN_PRIOR, config.N_TRAIN)
    x_site, y_site = morphometrics(rng, config.BLOOM_PRIOR, config.N_SITE)

    net = PlanktonClassifier(config.N_FEATURES, config.TRAIN_PRIOR)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for _ in range(config.EPOCHS):
        for lo in range(0, config.N_TRAIN, config.BATCH_SIZE):
            step(Tensor(x_train[lo:lo + config.BATCH_SIZE]), Tensor(y_train[lo:lo + config.BATCH_SIZE]))
    net.set_train(False)

    print("true site counts:      ", np.bincount(y_site, minlength=len(config.TAXA)).tolist())
    print("predicted, train prior:", class_histogram(net, x_site))
    net.set_prior(config.BLOOM_PRIOR)
    print("predicted, bloom prior:", class_histogram(net, x_site))


if __name__ == "__main__":
    main()
