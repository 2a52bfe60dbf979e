import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import GenreTagger


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = GenreTagger(len(config.VOCAB), config.HIDDEN, len(config.GENRES))
    loss = nn.BCEWithLogitsLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    model = Model(net, loss_fn=loss, optimizer=opt)
    dataset = make_dataset()
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(4)], dataset_sink_mode=False)

    net.set_train(False)
    bow, genres = next(dataset.create_tuple_iterator())
    predicted = (net(bow).asnumpy() > 0).astype(np.int32)
    hamming = (predicted != genres.asnumpy()).mean()
    print(f"hamming loss on one batch: {hamming:.3f}")


if __name__ == "__main__":
    main()
