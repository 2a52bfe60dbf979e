import os
import shutil

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

import config
from callbacks import training_callbacks
from data import build_dataset
from model import TinyTCN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = build_dataset(config.SEED)
    net = TinyTCN(config.WINDOW)
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    try:
        model.train(config.EPOCHS, train, callbacks=training_callbacks(train.get_dataset_size()),
                    dataset_sink_mode=False)
        print("checkpoints:", sorted(f for f in os.listdir(config.CKPT_DIR) if f.endswith(".ckpt")))
    finally:
        shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
