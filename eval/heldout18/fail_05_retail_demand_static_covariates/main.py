import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import demand_dataset
from model import DemandForecaster, ForecastLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

train_ds = demand_dataset()
net = DemandForecaster(len(config.DYNAMIC), len(config.STATIC), config.HIDDEN)
loss_net = ForecastLoss(net)
optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)
model = Model(loss_net, optimizer=optimizer)
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
print("trained on", train_ds.get_dataset_size(), "batches")
