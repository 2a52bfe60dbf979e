import os

from mindspore.train import CheckpointConfig, ModelCheckpoint

import config


def checkpoint_callback(directory, steps_per_epoch):
    cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=2)
    return ModelCheckpoint(prefix=config.PREFIX, directory=directory, config=cfg)


def checkpoint_path(directory, epoch, step):
    return os.path.join(directory, f"{config.PREFIX}_{epoch}-{step}.ckpt")  # ROOT
