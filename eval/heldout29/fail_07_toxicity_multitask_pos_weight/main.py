import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.train import Model, LossMonitor

import config
from data import fingerprints
from model import ToxNet
from utils import assay_pos_weight


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    fp, labels = fingerprints(np.random.default_rng(config.SEED))
    train = ds.NumpySlicesDataset({"fingerprint": fp, "active": labels}, shuffle=True).batch(config.BATCH_SIZE)

    net = ToxNet(config.FP_BITS, config.HIDDEN, len(config.ASSAYS))
    loss = nn.BCEWithLogitsLoss(pos_weight=Tensor(assay_pos_weight(labels)))
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("actives per assay:", dict(zip(config.ASSAYS, labels.sum(axis=0).astype(int).tolist())))


if __name__ == "__main__":
    main()
