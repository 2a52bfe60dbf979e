import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from densenet import PollenDenseNet
from microscopy import pollen_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train = pollen_dataset(config.NUM_IMAGES, config.IMAGE_SIZE, config.NUM_TAXA, config.BATCH_SIZE, config.SEED)
    net = PollenDenseNet(config.NUM_TAXA, config.STEM_CHANNELS, config.GROWTH_RATE, config.BLOCK_LAYERS)
    opt = nn.SGD(net.trainable_params(), learning_rate=config.LR, momentum=0.9, weight_decay=1e-4)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"top1": nn.Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)])
    print(model.eval(train))


if __name__ == "__main__":
    main()
