from mindspore.train import ReduceLROnPlateau

import tuning


def plateau_callback():
    return ReduceLROnPlateau(monitor="eval_loss", factor=tuning.SHRINK, patience=tuning.PATIENCE, min_lr=tuning.FLOOR)


if __name__ == "__main__":
    print(type(plateau_callback()).__name__)
