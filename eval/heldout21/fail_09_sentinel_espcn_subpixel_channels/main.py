import mindspore as ms
from mindspore import nn
from mindspore.train import LossMonitor, Model

import config as cfg
from model import ESPCN
from tiles import tile_dataset

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(4)

net = ESPCN()
model = Model(net, loss_fn=nn.L1Loss(), optimizer=nn.Adam(net.trainable_params(), 1e-3))
model.train(cfg.EPOCHS, tile_dataset(), callbacks=[LossMonitor(2)], dataset_sink_mode=False)
print("super-resolution model trained")
