import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import review_metadata, review_dataset


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    X, y = review_metadata(np.random.default_rng(config.SEED))
    train = review_dataset(X, y)
    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 12), nn.ReLU(), nn.Dense(12, 1)])
    model = Model(net, loss_fn=nn.BCEWithLogitsLoss(), optimizer=nn.SGD(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(config.STEPS_PER_EPOCH)], dataset_sink_mode=False)
    print("steps per epoch:", train.get_dataset_size())


if __name__ == "__main__":
    main()
