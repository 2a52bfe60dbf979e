import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, MAE

import config
from ckpt_utils import checkpoint_callback, clean_checkpoints, saved_checkpoints
from series import cargo_dataset


def forecaster():
    return nn.SequentialCell(nn.Dense(config.LAGS + 2, 32), nn.ReLU(), nn.Dense(32, 16), nn.ReLU(),
                             nn.Dense(16, config.HORIZON))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    clean_checkpoints()
    try:
        train = cargo_dataset()
        net = forecaster()
        model = Model(net, nn.SmoothL1Loss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                      metrics={"mae": MAE()})
        callbacks = [LossMonitor(train.get_dataset_size()), checkpoint_callback(train.get_dataset_size())]
        model.train(config.EPOCHS, train, callbacks=callbacks)
        print("relative MAE:", model.eval(train)["mae"])
        print("kept checkpoints:", saved_checkpoints())
    finally:
        clean_checkpoints()


if __name__ == "__main__":
    main()
