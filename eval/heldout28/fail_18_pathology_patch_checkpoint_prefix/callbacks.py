import os

from mindspore.train import CheckpointConfig, LossMonitor, ModelCheckpoint

import config


def training_callbacks(run_dir):
    os.makedirs(run_dir, exist_ok=True)
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=config.SAVE_EVERY_STEPS,
                                keep_checkpoint_max=config.KEEP_CHECKPOINTS)
    saver = ModelCheckpoint(prefix=config.CKPT_PREFIX, directory=run_dir, config=ckpt_cfg)
    return [LossMonitor(2), saver]
