import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import config as cfg
from ckpt_utils import checkpoint_callback, checkpoint_path, clean
from data import sensor_windows


def make_net():
    return nn.SequentialCell(nn.Dense(cfg.WINDOW * cfg.STATIONS_FEATURES, 16, activation="relu"), nn.Dense(16, 1))


def main():
    ms.set_seed(cfg.SEED)
    clean(cfg.CKPT_DIR)
    try:
        train = sensor_windows()
        steps = train.get_dataset_size()
        net = make_net()
        model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))
        model.train(cfg.EPOCHS, train, callbacks=[checkpoint_callback(cfg.CKPT_DIR, cfg.CKPT_PREFIX, steps)],
                    dataset_sink_mode=False)

        # reload the last epoch into a fresh network for the forecasting service
        served = make_net()
        params = ms.load_checkpoint(checkpoint_path(cfg.CKPT_DIR, cfg.CKPT_PREFIX, cfg.EPOCHS, steps))
        ms.load_param_into_net(served, params)
        batch = next(train.create_tuple_iterator())
        print("next-hour pm2.5:", (served(batch[0])[:3, 0] * 10).asnumpy().round(1))
    finally:
        clean(cfg.CKPT_DIR)


if __name__ == "__main__":
    main()
