import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_loader
from metrics import build_metrics
from model import lesion_cnn


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train = make_loader(config.NUM_TRAIN, config.SEED, training=True)
    val = make_loader(config.NUM_VAL, config.SEED + 1, training=False)
    net = lesion_cnn(len(config.CLASSES))
    loss = nn.CrossEntropyLoss(weight=ms.Tensor([1.0, 2.4, 4.0], ms.float32))
    model = Model(net, loss, nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics=build_metrics(len(config.CLASSES)))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("validation", model.eval(val, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
