import time

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import labelled_images
from model import AnytimeGarmentNet, TwoExitLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = labelled_images(config.NUM_TRAIN, config.SEED)
    net = AnytimeGarmentNet(len(config.CLASSES))
    step = nn.TrainOneStepCell(TwoExitLoss(net), nn.Adam(net.trainable_params(), 1e-2))
    step.set_train()
    for epoch in range(config.EPOCHS):
        for i in range(0, len(x), 16):
            step(ms.Tensor(x[i:i + 16]), ms.Tensor(y[i:i + 16]))
    net.set_train(False)

    rx, ry = labelled_images(config.NUM_REQUESTS * config.REQUEST_BATCH, config.SEED + 1)
    net.start_session()
    exits, correct = [], 0
    for r in range(config.NUM_REQUESTS):
        sl = slice(r * config.REQUEST_BATCH, (r + 1) * config.REQUEST_BATCH)
        logits, used_cheap = net(ms.Tensor(rx[sl]))
        exits.append("cheap" if int(used_cheap) else "deep")
        correct += int((logits.asnumpy().argmax(axis=1) == ry[sl]).sum())
        time.sleep(config.REQUEST_GAP_S)
    print("exit per request:", exits)
    print(f"full-depth requests: {exits.count('deep')}/{len(exits)}, session accuracy {correct / len(ry):.3f}")


if __name__ == "__main__":
    main()
