import mindspore as ms
import mindspore.dataset as ds
import numpy as np
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import IcdCoder
from notes import build_vocab, encode_notes, synth_notes

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

notes, targets = synth_notes(np.random.default_rng(config.SEED))
vocab = build_vocab(notes)
ids = encode_notes(notes, vocab)
print("notes:", ids.shape, "vocab:", len(vocab))

train_ds = ds.NumpySlicesDataset({"ids": ids, "codes": targets}, shuffle=False).batch(config.BATCH_SIZE)
net = IcdCoder(len(vocab), config)
model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
