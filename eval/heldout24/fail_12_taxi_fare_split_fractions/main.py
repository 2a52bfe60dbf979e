import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import build_splits
from model import fare_regressor
from trips import simulate_trips, featurize


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    pickup, dropoff, hour, passengers, fare = simulate_trips(config.SEED)
    feats = featurize(pickup, dropoff, hour, passengers)
    train, val, (test_x, test_y) = build_splits(feats, fare)

    net = fare_regressor(feats.shape[1], config.HIDDEN)
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"mae": nn.MAE()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print("val:", model.eval(val, dataset_sink_mode=False))
    pred = net(ms.Tensor(test_x)).asnumpy().ravel()
    print(f"test MAE {np.abs(pred - test_y).mean():.3f}")


if __name__ == "__main__":
    main()
