import os
import shutil

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

import config
from callbacks import training_callbacks
from data import patch_dataset


def build_net():
    return nn.SequentialCell([
        nn.Conv2d(3, 12, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(12, 24, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(24, len(config.TISSUE)),
    ])


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = patch_dataset(np.random.default_rng(config.SEED))
    run_dir = os.path.join(config.RUN_ROOT, "he_patch")
    shutil.rmtree(config.RUN_ROOT, ignore_errors=True)
    try:
        net = build_net()
        loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        model = Model(net, loss_fn=loss, optimizer=nn.Momentum(net.trainable_params(), config.LR, 0.9))
        model.train(config.EPOCHS, train, callbacks=training_callbacks(run_dir), dataset_sink_mode=False)
        print("checkpoints:", sorted(f for f in os.listdir(run_dir) if f.endswith(".ckpt")))
    finally:
        shutil.rmtree(config.RUN_ROOT, ignore_errors=True)


if __name__ == "__main__":
    main()
