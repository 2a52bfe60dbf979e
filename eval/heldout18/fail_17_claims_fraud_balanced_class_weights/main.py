import mindspore as ms
import numpy as np
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import claims_dataset, synth_claims
from losses import build_criterion

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

x, y = synth_claims(np.random.default_rng(config.SEED))
train_ds = claims_dataset(x, y)
net = nn.SequentialCell(nn.Dense(len(config.FEATURES), config.HIDDEN), nn.ReLU(),
                        nn.Dense(config.HIDDEN, len(config.CLASSES)))
criterion = build_criterion(config.LOSS, y, len(config.CLASSES))
model = Model(net, criterion, nn.Adam(net.trainable_params(), learning_rate=config.LR),
              metrics={"recall": nn.Recall("classification")})
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
