import mindspore as ms
import numpy as np
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import EnzymeCNN
from sequences import protein_dataset, synth_proteins

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(config.SEED)

records = synth_proteins(np.random.default_rng(config.SEED))
train_ds = protein_dataset(records)
net = EnzymeCNN(len(config.AMINO_ACIDS) + 1, config.EMBED_DIM, config.CHANNELS, len(config.EC_CLASSES))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
              metrics={"accuracy"})
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
