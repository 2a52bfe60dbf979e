import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from colocation import colocated_readings, standardize
from data import make_loader
from model import Calibrator


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x_tr, y_tr = colocated_readings(config.N_TRAIN, config.SEED)
    x_ho, y_ho = colocated_readings(config.N_HOLDOUT, config.SEED + 1)
    x_tr, x_ho = standardize(x_tr, x_ho)

    train = make_loader(x_tr, y_tr, config.BATCH_SIZE, shuffle=True)
    holdout = make_loader(x_ho, y_ho, config.EVAL_BATCH_SIZE, shuffle=False)
    net = Calibrator(len(config.FEATURES))
    model = Model(net, nn.HuberLoss(delta=5.0), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"mae": nn.MAE(), "mse": nn.MSE()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(15)], dataset_sink_mode=False)
    print("hold-out:", model.eval(holdout, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
