import os

import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from meter import export_meter_csv
from pipeline import build_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    export_meter_csv(config.CSV_PATH, config.SEED)
    try:
        train = build_dataset(config.CSV_PATH)
        net = nn.SequentialCell([nn.Dense(5, 16), nn.ReLU(), nn.Dense(16, 1)])
        model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
        model.train(config.EPOCHS, train, callbacks=[LossMonitor(7)], dataset_sink_mode=False)
        print("trained on", train.get_dataset_size(), "batches per epoch")
    finally:
        os.remove(config.CSV_PATH)


if __name__ == "__main__":
    main()
