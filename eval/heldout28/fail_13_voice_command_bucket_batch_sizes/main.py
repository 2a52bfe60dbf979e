import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from batching import bucketed
from data import command_dataset
from model import CommandNet


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = bucketed(command_dataset(np.random.default_rng(config.SEED)))

    net = CommandNet(config.N_MFCC, len(config.COMMANDS))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("trained on", config.UTTERANCES, "utterances in", train.get_dataset_size(), "bucketed batches")


if __name__ == "__main__":
    main()
