import shutil

import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, ModelCheckpoint, CheckpointConfig

import config
from ckpt_utils import latest_checkpoint, epoch_of
from data import build_dataset


def build(train_ds):
    net = nn.SequentialCell([nn.Dense(len(config.TURBINE_FEATURES), 32), nn.ReLU(), nn.Dense(32, 1)])
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    ckpt_cb = ModelCheckpoint(prefix=config.PREFIX, directory=config.CKPT_DIR,
                              config=CheckpointConfig(save_checkpoint_steps=train_ds.get_dataset_size(),
                                                      keep_checkpoint_max=1))
    return net, model, ckpt_cb


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    shutil.rmtree(config.CKPT_DIR, ignore_errors=True)
    train_ds = build_dataset(config.SEED)
    try:
        # first job: interrupted after FIRST_RUN_EPOCHS by the cluster's time limit
        _, model, ckpt_cb = build(train_ds)
        model.train(config.FIRST_RUN_EPOCHS, train_ds, callbacks=[ckpt_cb], dataset_sink_mode=False)

        # resubmitted job: restore the newest checkpoint and continue the schedule
        train_ds = build_dataset(config.SEED)
        net, model, ckpt_cb = build(train_ds)
        ckpt = latest_checkpoint(config.CKPT_DIR, config.PREFIX)
        ms.load_checkpoint(ckpt, net)
        start = epoch_of(ckpt)
        print("resuming from", ckpt.split("/")[-1], "at epoch", start)
        model.train(config.TOTAL_EPOCHS, train_ds, callbacks=[ckpt_cb], initial_epoch=start, dataset_sink_mode=False)
        print("finished epoch", config.TOTAL_EPOCHS)
    finally:
        shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
