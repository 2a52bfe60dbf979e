import numpy as np
import mindspore as ms
from mindspore.train import LossMonitor

import config
from data import build_dataset
from model import Seq2PointNet
from trainer import build_trainer, mean_abs_error


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = Seq2PointNet(config.WINDOW)
    model = build_trainer(net)
    train_ds = build_dataset(config.SEED)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("kettle MAE (kW):", round(mean_abs_error(net, train_ds), 4))


if __name__ == "__main__":
    main()
