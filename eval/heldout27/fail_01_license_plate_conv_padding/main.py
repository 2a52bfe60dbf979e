import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import GlyphNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = GlyphNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("glyph recogniser trained on", len(config.CHARSET), "characters")


if __name__ == "__main__":
    main()
