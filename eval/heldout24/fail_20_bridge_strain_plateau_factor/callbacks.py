from mindspore.train import LossMonitor, ReduceLROnPlateau

import config


def build_callbacks():
    plateau = ReduceLROnPlateau(monitor="eval_loss", factor=config.LR_REDUCE_FACTOR, patience=config.PATIENCE,
                                min_lr=1e-5)
    return [LossMonitor(8), plateau]
