import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import face_embeddings
from losses import SmoothedBinLoss
from model import AgeBinHead


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    emb, bins = face_embeddings(np.random.default_rng(config.SEED))
    train = ds.NumpySlicesDataset({"embedding": emb, "age_bin": bins}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)

    net = AgeBinHead()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=SmoothedBinLoss(), optimizer=opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("age-bin head trained; bins:", config.AGE_BIN_EDGES)


if __name__ == "__main__":
    main()
