import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from infer import load_grader, referral
from model import FundusGrader


def fundus_images(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(config.GRADES), n).astype(np.int32)
    x = rng.normal(0, 1, (n, 3, config.IMAGE, config.IMAGE)).astype(np.float32)
    x[:, 0] += 0.4 * y[:, None, None]        # more haemorrhage-red with grade
    return x, y


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    x, y = fundus_images(32, config.SEED)
    train_ds = ds.NumpySlicesDataset((x, y), column_names=["fundus", "grade"], shuffle=False).batch(config.BATCH)
    net = FundusGrader(len(config.GRADES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor()], dataset_sink_mode=False)
    ms.save_checkpoint(net, config.CKPT_PATH)
    try:
        grader = load_grader(config.CKPT_PATH)
        names, refer = referral(grader, ms.Tensor(x[:4]))
        print(list(zip(names, refer.tolist())))
    finally:
        os.remove(config.CKPT_PATH)


if __name__ == "__main__":
    main()
