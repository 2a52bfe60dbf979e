import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import GestureCNN


def radar_batch(rng):
    cubes = rng.rayleigh(1.0, (config.BATCH, config.RANGE_BINS, config.DOPPLER_BINS, config.ANTENNAS))
    labels = rng.integers(0, len(config.GESTURES), config.BATCH)
    for i, g in enumerate(labels):
        cubes[i, 4:10, 2 * g:2 * g + 2, :] += 3.0         # gesture-specific Doppler signature
    return ms.Tensor(cubes.astype(np.float32)), ms.Tensor(labels.astype(np.int32))


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    net = GestureCNN()
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=0.9)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_net.set_train()
    step = ms.jit(train_net.construct)
    for i in range(config.STEPS):
        print(f"step {i} loss {float(step(*radar_batch(rng)).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
