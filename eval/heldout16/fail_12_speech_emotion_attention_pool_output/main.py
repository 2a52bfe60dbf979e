import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from features import emotion_dataset
from model import EmotionNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = EmotionNet(config.N_MELS, config.HIDDEN, len(config.EMOTIONS))
    opt = nn.RMSProp(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": nn.Accuracy()})
    data = emotion_dataset()
    model.train(config.EPOCHS, data, callbacks=[LossMonitor(3)])
    print("unweighted accuracy:", model.eval(data)["acc"])


if __name__ == "__main__":
    main()
