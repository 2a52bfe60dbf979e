from mindspore.train import LossMonitor, ReduceLROnPlateau

import config as cfg


def training_callbacks():
    return [
        LossMonitor(3),
        ReduceLROnPlateau(monitor=cfg.PLATEAU_MONITOR, factor=cfg.PLATEAU_FACTOR,
                          patience=cfg.PLATEAU_PATIENCE, min_lr=cfg.MIN_LR, verbose=True),
    ]
