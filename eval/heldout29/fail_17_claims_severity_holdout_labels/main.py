import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from claims import simulate_claims, warehouse_export, split_table
from report import holdout_accuracy


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    X, y = simulate_claims(rng, config.N_TRAIN)
    train = ds.NumpySlicesDataset({"claim": X, "severity": y}, shuffle=True).batch(config.BATCH_SIZE)

    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 16), nn.ReLU(), nn.Dense(16, len(config.SEVERITY))])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(3)], dataset_sink_mode=False)

    X_hold, y_hold = split_table(warehouse_export(rng))
    print("hold-out accuracy:", round(holdout_accuracy(net, X_hold, y_hold), 3))


if __name__ == "__main__":
    main()
