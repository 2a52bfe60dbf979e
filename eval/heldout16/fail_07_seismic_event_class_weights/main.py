import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from catalogue import load_catalogue, trace_dataset
from model import PhaseNetLite
from utils import inverse_frequency_weights


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    traces, labels = load_catalogue()
    num_classes = len(config.EVENT_TYPES)
    weights = inverse_frequency_weights(labels, num_classes)
    print("class weights:", np.round(weights, 3))

    net = PhaseNetLite(config.COMPONENTS, num_classes)
    loss = nn.CrossEntropyLoss(weight=ms.Tensor(weights))
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss, opt)
    model.train(config.EPOCHS, trace_dataset(traces, labels), callbacks=[LossMonitor(5)])


if __name__ == "__main__":
    main()
