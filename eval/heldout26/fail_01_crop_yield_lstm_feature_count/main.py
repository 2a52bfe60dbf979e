import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import build_model


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds = build_dataset(config.SEED)
    net = build_model()
    loss = nn.HuberLoss(delta=0.5)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss, optimizer=opt)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=3)], dataset_sink_mode=False)
    print("finished training on", train_ds.get_dataset_size(), "batches per epoch")


if __name__ == "__main__":
    main()
