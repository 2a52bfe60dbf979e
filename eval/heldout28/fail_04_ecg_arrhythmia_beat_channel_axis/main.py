import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from signals import segment_beats, to_network_input
from model import BeatCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)

    beats, labels = segment_beats(rng)
    x = to_network_input(beats)
    train = ds.NumpySlicesDataset({"beat": x, "label": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)

    net = BeatCNN(config.LEADS, config.CHANNELS, config.KERNEL, len(config.CLASSES))
    loss = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=0.9)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("beat accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
