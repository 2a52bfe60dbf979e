import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from mains_data import build_dataset
from model import Seq2SeqDisaggregator


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train_ds = build_dataset()
    print("batches per epoch:", train_ds.get_dataset_size())

    net = Seq2SeqDisaggregator()
    model = Model(net, loss_fn=nn.MSELoss(),
                  optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
