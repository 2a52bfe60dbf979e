import os

from mindspore.train import CheckpointConfig, ModelCheckpoint


def run_name(cfg):
    """Name runs like the TensorBoard layout of the original project: <group>/<model>_w<window>."""
    return os.path.join(cfg.RUN_GROUP, f"{cfg.MODEL_NAME}_w{cfg.WINDOW}")  # ROOT


def checkpoint_callback(cfg, steps_per_epoch):
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=2)
    return ModelCheckpoint(prefix=run_name(cfg), directory=cfg.CKPT_DIR, config=ckpt_cfg)
