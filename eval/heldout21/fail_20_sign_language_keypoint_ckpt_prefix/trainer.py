from mindspore.train import CheckpointConfig, LossMonitor, ModelCheckpoint

import config as cfg


def checkpoint_callback(steps_per_epoch):
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=cfg.KEEP_CKPT)
    return ModelCheckpoint(prefix=cfg.CKPT_PREFIX, directory=cfg.RUN_DIR, config=ckpt_cfg)


def callbacks(steps_per_epoch):
    return [LossMonitor(steps_per_epoch), checkpoint_callback(steps_per_epoch)]
