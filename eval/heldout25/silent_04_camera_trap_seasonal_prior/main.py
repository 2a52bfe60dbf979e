import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

import config
from model import TrapClassifier
from traps import species_centers, balanced_training_set, month_images


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    centers = species_centers(config.SEED)
    x, y = balanced_training_set(centers, config.SEED)

    net = TrapClassifier(config.FEATURE_DIM, len(config.SPECIES))
    train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(config.BATCH_SIZE)
    Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR)).train(
        config.EPOCHS, train, dataset_sink_mode=False)
    net.set_train(False)

    for i, (month, abundance) in enumerate(config.SEASONAL_ABUNDANCE.items()):
        xm, ym = month_images(centers, abundance, config.SEED + 10 + i)
        net.set_prior(abundance)
        pred = net(ms.Tensor(xm)).asnumpy().argmax(axis=1)
        share = np.bincount(pred, minlength=len(config.SPECIES)) / len(pred)
        print(f"{month:8s} accuracy {np.mean(pred == ym):.3f} predicted mix {np.round(share, 2).tolist()}")


if __name__ == "__main__":
    main()
