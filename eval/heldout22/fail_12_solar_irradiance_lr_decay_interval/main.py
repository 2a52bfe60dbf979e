import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

import config
from irradiance import simulate_station, windows
from schedule import step_decay_lr


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = windows(*simulate_station(config.SEED))
    train_ds = ds.NumpySlicesDataset({"history": x, "future": y}, shuffle=True)
    train_ds = train_ds.batch(config.BATCH_SIZE, drop_remainder=True)
    steps = train_ds.get_dataset_size()

    net = nn.SequentialCell([nn.Dense(x.shape[1], config.HIDDEN), nn.ReLU(),
                             nn.Dense(config.HIDDEN, config.HIDDEN), nn.ReLU(),
                             nn.Dense(config.HIDDEN, config.HORIZON_HOURS)])
    lr = step_decay_lr(steps)
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=lr))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(steps)], dataset_sink_mode=False)
    print(f"lr schedule: first {lr[0]:.4g}, last {lr[-1]:.4g}")


if __name__ == "__main__":
    main()
