import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import LandCoverNet
from tiles import land_cover_tiles


def snapshot(net):
    return {name: net.stages[i][0].weight.asnumpy().copy() for i, name in enumerate(config.STAGES)}


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    tiles, labels = land_cover_tiles(config.SEED)
    net = LandCoverNet(config.BANDS, len(config.CLASSES), config.STAGES)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.SGD(net.trainable_params(), learning_rate=config.LR, momentum=0.9))
    step.set_train()
    for epoch, names in config.UNFREEZE_SCHEDULE.items():
        net.unfrozen.update(names)
        before = snapshot(net)
        for s in range(0, len(tiles), config.BATCH_SIZE):
            loss = step(ms.Tensor(tiles[s:s + config.BATCH_SIZE]), ms.Tensor(labels[s:s + config.BATCH_SIZE]))
        after = snapshot(net)
        moved = {k: float(np.abs(after[k] - before[k]).max()) for k in config.STAGES}
        print(f"epoch {epoch}: unfrozen={sorted(net.unfrozen)} loss={float(loss):.4f} "
              + " ".join(f"{k}:{'updated' if v > 0 else 'frozen'}" for k, v in moved.items()))


if __name__ == "__main__":
    main()
