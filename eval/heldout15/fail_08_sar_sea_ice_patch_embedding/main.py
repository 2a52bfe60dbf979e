import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, Accuracy

import settings
from sar import simulate_chips
from vit import IceViT


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(11)
    chips, labels = simulate_chips(settings.NUM_CHIPS)
    train = ds.NumpySlicesDataset((chips, labels), ["chip", "ice"], shuffle=True).batch(settings.BATCH)
    net = IceViT(settings.CHIP, settings.PATCH, settings.IN_CHANNELS, settings.EMBED, settings.DEPTH,
                 settings.HEADS, len(settings.ICE_CLASSES))
    model = Model(net, nn.CrossEntropyLoss(label_smoothing=0.05),
                  nn.AdamWeightDecay(net.trainable_params(), learning_rate=settings.LR),
                  metrics={"acc": Accuracy()})
    model.train(settings.EPOCHS, train, callbacks=[LossMonitor(8)])
    print(model.eval(train))


if __name__ == "__main__":
    main()
