import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from model import WideAndDeepCTR
from optim import build_optimizer


def impressions(n, seed):
    rng = np.random.default_rng(seed)
    fields = rng.integers(0, config.FIELD_VOCAB, (n, config.N_FIELDS)).astype(np.int32)
    clicked = ((fields[:, 0] < 10) & (fields[:, 3] > 25)).astype(np.float32).reshape(-1, 1)
    return fields, clicked


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    fields, clicked = impressions(128, config.SEED)
    train_ds = ds.NumpySlicesDataset((fields, clicked), column_names=["fields", "click"], shuffle=False)
    net = WideAndDeepCTR()
    opt = build_optimizer(net, config.OPTIM)
    model = Model(net, loss_fn=nn.BCEWithLogitsLoss(), optimizer=opt)
    model.train(config.EPOCHS, train_ds.batch(config.BATCH), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("ablation finished")


if __name__ == "__main__":
    main()
