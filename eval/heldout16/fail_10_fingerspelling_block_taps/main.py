import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from landmarks import fingerspelling_dataset
from model import FingerspellNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = FingerspellNet(3 * config.NUM_LANDMARKS, config.CHANNELS, config.NUM_BLOCKS,
                         config.TAP_LAYERS, config.NUM_LETTERS)
    model = Model(net, nn.CrossEntropyLoss(label_smoothing=0.1),
                  nn.Adam(net.trainable_params(), learning_rate=config.LR), metrics={"accuracy"})
    data = fingerspelling_dataset()
    model.train(config.EPOCHS, data, callbacks=[LossMonitor(3)])
    print(model.eval(data))


if __name__ == "__main__":
    main()
