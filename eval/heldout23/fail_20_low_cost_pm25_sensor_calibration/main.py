import mindspore as ms
from mindspore import nn

import config as cfg
from data import split_datasets
from trainer import build_model, fit


def calibration_net():
    return nn.SequentialCell(nn.Dense(len(cfg.INPUTS), cfg.HIDDEN), nn.ReLU(),
                             nn.Dense(cfg.HIDDEN, cfg.HIDDEN), nn.ReLU(), nn.Dense(cfg.HIDDEN, 1))


def main():
    ms.set_seed(cfg.SEED)
    train_ds, val_ds = split_datasets(cfg.SEED)
    net = calibration_net()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = build_model(net, nn.L1Loss(), opt)  # ROOT
    fit(model, train_ds, val_ds, cfg.EPOCHS)
    print("calibration model fitted")


if __name__ == "__main__":
    main()
