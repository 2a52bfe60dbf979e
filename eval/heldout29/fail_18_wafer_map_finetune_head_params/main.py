import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import WaferNet
from wafers import pattern_dataset


def train(net, dataset):
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Momentum(net.trainable_params(), config.LR, 0.9))
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(3)], dataset_sink_mode=False)


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    try:
        fab_a = WaferNet(len(config.FAB_A_PATTERNS))
        train(fab_a, pattern_dataset(config.FAB_A_PATTERNS, rng))
        ms.save_checkpoint(fab_a, config.PRETRAINED_CKPT)

        fab_b = WaferNet(len(config.FAB_B_PATTERNS))
        params = ms.load_checkpoint(config.PRETRAINED_CKPT)
        for name in config.HEAD_PARAMS:
            params.pop(name)
        not_loaded, _ = ms.load_param_into_net(fab_b, params)
        print("re-initialised for fab B:", not_loaded)
        train(fab_b, pattern_dataset(config.FAB_B_PATTERNS, rng))
        print("fine-tuned on", len(config.FAB_B_PATTERNS), "fab B patterns")
    finally:
        if os.path.exists(config.PRETRAINED_CKPT):
            os.remove(config.PRETRAINED_CKPT)


if __name__ == "__main__":
    main()
