import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

from model import FraudScorer
from utils import standardize

NUM_MERCHANTS = 25


class FraudLossCell(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, numeric, merchant, fraud):
        return self.loss(self.net(numeric, merchant), fraud)


def transactions(rng, n):
    amount = rng.lognormal(3.0, 1.0, size=n)
    hour = rng.integers(0, 24, size=n)
    distance = rng.exponential(10.0, size=n)
    merchant = rng.integers(0, NUM_MERCHANTS, size=n).astype(np.int32)
    numeric = np.stack([np.log1p(amount), np.sin(hour / 24 * 2 * np.pi), np.cos(hour / 24 * 2 * np.pi),
                        np.log1p(distance)], axis=1).astype(np.float32)
    fraud = ((amount > 60) & (distance > 15)).astype(np.float32)
    return standardize(numeric), merchant, fraud


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(9)
    numeric, merchant, fraud = transactions(np.random.default_rng(9), 64)
    train_ds = ds.NumpySlicesDataset({"numeric": numeric, "merchant": merchant, "fraud": fraud},
                                     shuffle=False).batch(16)
    net = FraudScorer(numeric.shape[1], NUM_MERCHANTS)
    loss_net = FraudLossCell(net)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    model = Model(nn.TrainOneStepCell(loss_net, opt))
    model.train(2, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
