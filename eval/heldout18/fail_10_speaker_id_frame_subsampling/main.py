import mindspore as ms
import mindspore.dataset as ds
import numpy as np
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from features import cmvn, synth_logmel
from model import SpeakerNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

feats, speakers = synth_logmel(np.random.default_rng(config.SEED))
train_ds = ds.NumpySlicesDataset({"logmel": cmvn(feats), "speaker": speakers}, shuffle=True)
train_ds = train_ds.batch(config.BATCH_SIZE, drop_remainder=True)

net = SpeakerNet(config)
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)
model = Model(net, loss_fn, optimizer, metrics={"accuracy"})
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
