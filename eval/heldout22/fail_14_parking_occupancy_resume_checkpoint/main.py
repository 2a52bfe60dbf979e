import shutil

import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig

import config
from data import simulate_occupancy, make_samples, build_dataset
from model import occupancy_mlp
from utils import steps_per_epoch, final_checkpoint_path


def train(x, y):
    train_ds = build_dataset(x, y)
    net = occupancy_mlp(x.shape[1], config.HIDDEN, config.NUM_LOTS)
    ckpt_cfg = CheckpointConfig(save_checkpoint_steps=train_ds.get_dataset_size(), keep_checkpoint_max=2)
    ckpt_cb = ModelCheckpoint(prefix=config.CKPT_PREFIX, directory=config.CKPT_DIR, config=ckpt_cfg)
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE))
    model.train(config.EPOCHS, train_ds, callbacks=[ckpt_cb, LossMonitor(3)], dataset_sink_mode=False)


def deploy(x, y):
    steps = steps_per_epoch(len(x), config.BATCH_SIZE)
    path = final_checkpoint_path(config.CKPT_DIR, config.CKPT_PREFIX, config.EPOCHS, steps)
    net = occupancy_mlp(x.shape[1], config.HIDDEN, config.NUM_LOTS)
    ms.load_param_into_net(net, ms.load_checkpoint(path))
    net.set_train(False)
    pred = net(ms.Tensor(x[-10:])).asnumpy()
    print(f"serving model MAE on last 10 snapshots: {np.abs(pred - y[-10:]).mean():.4f}")


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    shutil.rmtree(config.CKPT_DIR, ignore_errors=True)
    try:
        x, y = make_samples(simulate_occupancy())
        train(x, y)
        deploy(x, y)
    finally:
        shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
