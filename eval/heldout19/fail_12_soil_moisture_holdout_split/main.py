import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model

from data import LOOKBACK, build_splits
from utils import describe


def main():
    ms.set_seed(2)
    train_ds, val_ds = build_splits()
    describe("train", train_ds)
    describe("val", val_ds)
    net = nn.SequentialCell(nn.Flatten(), nn.Dense(LOOKBACK * 3, 32), nn.ReLU(), nn.Dense(32, 1))
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"mae"})
    model.train(1, train_ds, dataset_sink_mode=False)
    print("val:", model.eval(val_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
