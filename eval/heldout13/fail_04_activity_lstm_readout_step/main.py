import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_loader
from model import ConvLSTMClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)


def main():
    net = ConvLSTMClassifier(config.CHANNELS, config.CONV_CHANNELS, config.HIDDEN,
                             config.NUM_ACTIVITIES, config.WINDOW)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy"})
    model.train(config.EPOCHS, make_loader(96), callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    result = model.eval(make_loader(48, seed=1), dataset_sink_mode=False)
    print("validation accuracy:", result["accuracy"])


if __name__ == "__main__":
    main()
