import os
import shutil
import tempfile

import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import config
from ckpt_utils import checkpoint_callback, checkpoint_path
from data import make_loader

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)


def build_net():
    return nn.SequentialCell([nn.Dense(config.NUM_FEATURES, config.HIDDEN), nn.ReLU(),
                              nn.Dense(config.HIDDEN, config.HIDDEN), nn.ReLU(),
                              nn.Dense(config.HIDDEN, 1)])


def main():
    train_ds = make_loader(160, seed=0)
    steps = train_ds.get_dataset_size()
    ckpt_dir = os.path.join(tempfile.gettempdir(), "crop_yield_ckpt")
    shutil.rmtree(ckpt_dir, ignore_errors=True)
    try:
        net = build_net()
        model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"mae"})
        model.train(config.EPOCHS, train_ds, callbacks=[checkpoint_callback(ckpt_dir, steps)],
                    dataset_sink_mode=False)

        fresh = build_net()
        params = ms.load_checkpoint(checkpoint_path(ckpt_dir, config.EPOCHS, steps))
        ms.load_param_into_net(fresh, params)
        restored = Model(fresh, nn.MSELoss(), metrics={"mae"})
        print("restored model:", restored.eval(make_loader(64, seed=1, shuffle=False), dataset_sink_mode=False))
    finally:
        shutil.rmtree(ckpt_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
