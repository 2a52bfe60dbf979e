import os
import shutil

import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

import config
from scada import load_scada
from utils import target_scaling, scale
from callbacks import checkpoint_callback


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    shutil.rmtree(config.CKPT_DIR, ignore_errors=True)
    try:
        x, power = load_scada()
        stats = target_scaling(power)
        y = scale(power, stats)
        train_ds = ds.NumpySlicesDataset({"scada": x, "power": y}, shuffle=True)
        train_ds = train_ds.batch(config.BATCH_SIZE, drop_remainder=True)

        net = nn.SequentialCell([nn.Dense(x.shape[1], config.HIDDEN), nn.SiLU(),
                                 nn.Dense(config.HIDDEN, config.HIDDEN), nn.SiLU(),
                                 nn.Dense(config.HIDDEN, 1)])
        model = Model(net, nn.HuberLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE))
        ckpt_cb = checkpoint_callback(train_ds.get_dataset_size(), stats)
        model.train(config.EPOCHS, train_ds, callbacks=[ckpt_cb, LossMonitor(4)], dataset_sink_mode=False)

        saved = sorted(f for f in os.listdir(config.CKPT_DIR) if f.endswith(".ckpt"))
        restored = ms.load_checkpoint(os.path.join(config.CKPT_DIR, saved[-1]))
        print("checkpoint", saved[-1], "power_mean", float(restored["power_mean"].asnumpy()))
    finally:
        shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
