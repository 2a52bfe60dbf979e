import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import ModerationModel


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = ModerationModel(config.ACTIVE_TASK)
    loss = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss, optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.ACTIVE_TASK, config.SEED),
                callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("fine-tuned head", config.ACTIVE_TASK)


if __name__ == "__main__":
    main()
