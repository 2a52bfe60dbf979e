import numpy as np
import mindspore as ms
from mindspore.train import LossMonitor

import config
from data import build_datasets
from model import DefaultRiskNet
from trainer import build_model


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds, test_ds = build_datasets(config.SEED)
    net = DefaultRiskNet()
    model = build_model(net)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print(sorted(model.eval(test_ds, dataset_sink_mode=False).items()))


if __name__ == "__main__":
    main()
