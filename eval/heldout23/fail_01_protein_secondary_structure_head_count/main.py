import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import build_dataset
from model import SecondaryStructureTagger, PerResidueLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    np.random.seed(cfg.SEED)

    train_ds = build_dataset(cfg.SEED)
    net = SecondaryStructureTagger()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, loss_fn=PerResidueLoss(), optimizer=opt)
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("Q3 tagger trained for", cfg.EPOCHS, "epoch(s)")


if __name__ == "__main__":
    main()
