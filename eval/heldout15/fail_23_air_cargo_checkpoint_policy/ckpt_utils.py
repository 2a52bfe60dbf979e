import os
import shutil

from mindspore.train import ModelCheckpoint, CheckpointConfig

import config


def checkpoint_policy(steps_per_epoch):
    return dict(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=config.KEEP_CHECKPOINTS)  # ROOT


def checkpoint_callback(steps_per_epoch):
    os.makedirs(config.CKPT_DIR, exist_ok=True)
    return ModelCheckpoint(prefix="cargo_mlp", directory=config.CKPT_DIR, config=checkpoint_policy(steps_per_epoch))


def clean_checkpoints():
    shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


def saved_checkpoints():
    return sorted(f for f in os.listdir(config.CKPT_DIR) if f.endswith(".ckpt"))
