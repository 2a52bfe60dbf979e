import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import config as cfg
from callbacks import training_callbacks
from data import demand_datasets


def main():
    ms.set_seed(cfg.SEED)
    train_ds, val_ds = demand_datasets(cfg.SEED)
    net = nn.SequentialCell(nn.Dense(len(cfg.FEATURES), cfg.HIDDEN), nn.ReLU(),
                            nn.Dense(cfg.HIDDEN, cfg.HIDDEN), nn.ReLU(), nn.Dense(cfg.HIDDEN, 1))
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, nn.MSELoss(), opt, metrics={"mae", "loss"})
    model.fit(cfg.EPOCHS, train_ds, val_ds, callbacks=training_callbacks(), dataset_sink_mode=False)
    print(model.eval(val_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
