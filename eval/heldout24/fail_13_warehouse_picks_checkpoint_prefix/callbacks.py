from mindspore.train import CheckpointConfig, ModelCheckpoint, LossMonitor

import config


def training_callbacks(steps_per_epoch):
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=2)
    ckpt = ModelCheckpoint(prefix=config.RUN_NAME, directory=config.CKPT_DIR, config=ckpt_cfg)
    return [LossMonitor(steps_per_epoch), ckpt]
