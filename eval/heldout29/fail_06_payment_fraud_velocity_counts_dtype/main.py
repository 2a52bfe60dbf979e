import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from features import velocity_counts, build_matrix
from model import FraudScorer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    counts, fraud = velocity_counts(np.random.default_rng(config.SEED))
    X = build_matrix(counts)
    y = fraud.astype(np.float32)[:, None]
    train = ds.NumpySlicesDataset({"velocity": X, "is_fraud": y}, shuffle=True).batch(config.BATCH_SIZE)

    net = FraudScorer(len(config.VELOCITY_FEATURES), config.HIDDEN)
    pos_weight = ms.Tensor([(1 - config.FRAUD_RATE) / config.FRAUD_RATE], ms.float32)
    loss = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    scores = net(ms.Tensor(X[:6])).asnumpy().ravel()
    print("fraud scores of the first 6 transactions:", [round(float(s), 3) for s in scores])


if __name__ == "__main__":
    main()
