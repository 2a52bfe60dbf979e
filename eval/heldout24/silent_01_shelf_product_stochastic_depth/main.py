import os
import random

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import shelf_crops
from model import ShelfClassifier


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    random.seed(config.SEED)
    x, y = shelf_crops(config.SEED)
    split = int(0.75 * len(y))

    net = ShelfClassifier(config.EMBED_DIM, config.WIDTH, config.DEPTH, config.N_PRODUCTS, config.DROP_PROB)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=config.LR))
    step.set_train()
    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        order = rng.permutation(split)
        losses = []
        for b in range(0, split - config.BATCH_SIZE + 1, config.BATCH_SIZE):
            idx = order[b:b + config.BATCH_SIZE]
            losses.append(float(step(ms.Tensor(x[idx]), ms.Tensor(y[idx])).asnumpy()))
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.4f}")

    net.set_train(False)
    pred = net(ms.Tensor(x[split:])).asnumpy().argmax(axis=1)
    print(f"held-out accuracy: {np.mean(pred == y[split:]):.3f}")


if __name__ == "__main__":
    main()
