import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from model import BladeDamageNet

SEED = 2


def inspection_crops(n=40, size=16, seed=SEED):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 3, size=n).astype(np.int32)
    crops = rng.normal(0.5, 0.1, size=(n, 1, size, size)).astype(np.float32)
    for i, y in enumerate(labels):
        if y == 1:   # erosion: dark patch near the leading edge
            crops[i, 0, :4, :] -= 0.3
        elif y == 2:  # crack: thin bright line
            crops[i, 0, :, size // 2] += 0.5
    return crops, labels


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(SEED)
    crops, labels = inspection_crops()
    train = ds.NumpySlicesDataset({"crop": crops, "label": labels}, shuffle=True).batch(8, drop_remainder=True)
    net = BladeDamageNet()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.01, 0.9))
    model.train(1, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
