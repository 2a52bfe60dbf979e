import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from model import TriageCNN
from notes import synthetic_notes, build_vocab, encode


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rows = synthetic_notes(40, config.SEED)
    vocab = build_vocab(rows)
    ids, labels = encode(rows, vocab)
    train_ds = ds.NumpySlicesDataset((ids, labels), column_names=["ids", "acuity"], shuffle=False)
    train_ds = train_ds.batch(config.BATCH, drop_remainder=True)
    net = TriageCNN(len(vocab), config.EMBED, len(config.ACUITY))
    weights = ms.Tensor(np.array([3.0, 2.0, 1.0, 1.0, 1.0], np.float32))   # penalise under-triage
    loss = nn.CrossEntropyLoss(weight=weights)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss, optimizer=opt)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("vocab", len(vocab), "notes", len(rows))


if __name__ == "__main__":
    main()
