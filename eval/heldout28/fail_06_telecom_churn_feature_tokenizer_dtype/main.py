import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import subscriber_table, zscore
from model import ChurnTransformer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    X, y = subscriber_table(np.random.default_rng(config.SEED))
    train = ds.NumpySlicesDataset({"x": zscore(X), "churned": y}, shuffle=True).batch(config.BATCH_SIZE)

    net = ChurnTransformer(len(config.NUMERIC), config.D_TOKEN, config.N_HEADS)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=1e-4)
    model = Model(net, loss_fn=nn.BCEWithLogitsLoss(), optimizer=opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("churn model trained on", len(X), "subscribers")


if __name__ == "__main__":
    main()
