import os
import shutil

from mindspore.train import CheckpointConfig, ModelCheckpoint


def checkpoint_callback(ckpt_dir, prefix, steps_per_epoch):
    os.makedirs(ckpt_dir, exist_ok=True)
    config = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=2)
    return ModelCheckpoint(prefix=prefix, directory=ckpt_dir, config=config)


def checkpoint_path(ckpt_dir, prefix, epoch, step):
    """Path of the checkpoint ModelCheckpoint wrote at the end of `epoch`."""
    return os.path.join(ckpt_dir, prefix + ".ckpt")  # ROOT


def clean(ckpt_dir):
    shutil.rmtree(ckpt_dir, ignore_errors=True)
