import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from model import IntentEncoder
from optim import build_optimizer


def utterances(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(config.INTENTS), n).astype(np.int32)
    ids = rng.integers(1, config.VOCAB, (n, config.MAX_LEN)).astype(np.int32)
    ids[:, 0] = 10 + 20 * y                     # intent keyword at the start
    return ids, y


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    ids, y = utterances(32, config.SEED)
    train_ds = ds.NumpySlicesDataset((ids, y), column_names=["ids", "intent"], shuffle=False).batch(config.BATCH)
    net = IntentEncoder()
    opt = build_optimizer(net)
    model = Model(net, nn.CrossEntropyLoss(), opt)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("intent model fine-tuned")


if __name__ == "__main__":
    main()
