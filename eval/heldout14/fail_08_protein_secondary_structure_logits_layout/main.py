import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import SecondaryStructureNet


def q3_accuracy(net, dataset):
    correct = total = 0
    for residues, states in dataset.create_tuple_iterator():
        pred = net(residues).argmax(axis=1).asnumpy()
        correct += int((pred == states.asnumpy()).sum())
        total += states.size
    return correct / total


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = SecondaryStructureNet(len(config.AMINO_ACIDS), config.HIDDEN, len(config.STATES))
    loss = nn.CrossEntropyLoss()
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), learning_rate=3e-3))
    dataset = make_dataset()
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
    net.set_train(False)
    print(f"Q3 accuracy {q3_accuracy(net, dataset):.3f}")


if __name__ == "__main__":
    main()
