import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from flights import field_offsets, flight_dataset
from layers import FactorizationMachine


def main():
    ms.set_seed(config.SEED)
    _, num_features = field_offsets()
    net = FactorizationMachine(num_features, config.FACTORS, config.WEIGHT_INIT)
    model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, flight_dataset(config.SEED), callbacks=[LossMonitor(4)])


if __name__ == "__main__":
    main()
