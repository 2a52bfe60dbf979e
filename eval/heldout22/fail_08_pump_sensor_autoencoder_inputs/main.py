import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

import config
from telemetry import simulate_scada, sensor_matrix, Scaler
from model import PumpAutoencoder


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)

    x = sensor_matrix(simulate_scada(config.NUM_READINGS, config.SEED))
    scaler = Scaler().fit(x)
    x = scaler.transform(x)
    train_ds = ds.NumpySlicesDataset({"x": x, "target": x.copy()}, shuffle=True)
    train_ds = train_ds.batch(config.BATCH_SIZE, drop_remainder=True)

    net = PumpAutoencoder()
    model = Model(net, loss_fn=nn.MSELoss(),
                  optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)

    net.set_train(False)
    recon = net(ms.Tensor(x)).asnumpy()
    err = ((recon - x) ** 2).mean(axis=1)
    threshold = np.percentile(err, 99)
    print(f"alarm threshold (99th pct reconstruction error): {threshold:.4f}")


if __name__ == "__main__":
    main()
