from mindspore.train import CheckpointConfig, LossMonitor, ModelCheckpoint


def training_callbacks(cfg, steps_per_epoch):
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=2)
    saver = ModelCheckpoint(prefix=cfg.CKPT_PREFIX, directory=cfg.CKPT_DIR, config=ckpt_cfg)
    return [LossMonitor(steps_per_epoch), saver]
