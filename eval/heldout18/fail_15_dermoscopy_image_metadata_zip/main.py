import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from loaders import multimodal_loader
from model import FusionWithLoss, LesionFusionNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

train_ds = multimodal_loader(config.SEED)
net = LesionFusionNet(1 + len(config.SITES) + 1, len(config.DIAGNOSES))
model = Model(FusionWithLoss(net), optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LR))
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
print("columns:", train_ds.get_col_names())
