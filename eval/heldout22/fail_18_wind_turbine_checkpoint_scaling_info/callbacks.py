from mindspore.train import ModelCheckpoint, CheckpointConfig

import config


def checkpoint_callback(steps_per_epoch, scaling):
    """Keep the target scaling next to the weights so the serving side can de-normalise."""
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=1,
                                append_info=["epoch_num", dict(scaling)])
    return ModelCheckpoint(prefix=config.CKPT_PREFIX, directory=config.CKPT_DIR, config=ckpt_cfg)
