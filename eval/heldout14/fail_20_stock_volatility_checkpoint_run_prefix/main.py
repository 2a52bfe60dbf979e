import glob
import os
import shutil

import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from ckpt_utils import checkpoint_callback
from data import make_dataset
from model import VolatilityGRU


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    shutil.rmtree(config.CKPT_DIR, ignore_errors=True)
    dataset = make_dataset()
    net = VolatilityGRU(config.HIDDEN)
    model = Model(net, nn.HuberLoss(), nn.Adam(net.trainable_params(), config.LR), metrics={"mae": nn.MAE()})
    callbacks = [LossMonitor(5), checkpoint_callback(config, dataset.get_dataset_size())]
    try:
        model.train(config.EPOCHS, dataset, callbacks=callbacks, dataset_sink_mode=False)
        saved = sorted(os.path.basename(p) for p in glob.glob(os.path.join(config.CKPT_DIR, "*.ckpt")))
        print("checkpoints:", saved)
        fresh = VolatilityGRU(config.HIDDEN)
        ms.load_param_into_net(fresh, ms.load_checkpoint(os.path.join(config.CKPT_DIR, saved[-1])))
        print("reloaded", Model(fresh, nn.HuberLoss(), metrics={"mae": nn.MAE()}).eval(dataset, dataset_sink_mode=False))
    finally:
        shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
