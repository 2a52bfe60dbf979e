import os
import random

import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import hydrophone_clips
from model import UpcallDetector


def masked_start(original, augmented):
    """First frame that the augmentation zeroed (ignoring frames already ~0)."""
    col_energy = np.abs(augmented).sum(axis=(0, 1, 2))
    return int(np.argmax(col_energy == 0))


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(cfg.SEED)
    random.seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    x, y = hydrophone_clips(rng)

    net = UpcallDetector()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()

    offsets = []
    for epoch in range(cfg.EPOCHS):
        for i in range(0, cfg.NUM_CLIPS, cfg.BATCH_SIZE):
            xb = ms.Tensor(x[i:i + cfg.BATCH_SIZE])
            loss = step(xb, ms.Tensor(y[i:i + cfg.BATCH_SIZE]))
            offsets.append(masked_start(xb.asnumpy(), net.augment(xb).asnumpy()))
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")

    print("time-mask offsets seen:", offsets)
    print("distinct offsets:", len(set(offsets)))


if __name__ == "__main__":
    main()
