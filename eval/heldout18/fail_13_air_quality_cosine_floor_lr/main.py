import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import lagged_dataset
from schedule import warmup_cosine

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

train_ds = lagged_dataset()
steps = train_ds.get_dataset_size()
lr = warmup_cosine(steps, config)
print(f"{steps} steps/epoch, lr from {lr[0]:.5f} to {lr[-1]:.5f}")

net = nn.SequentialCell(nn.Dense(config.LAG * len(config.POLLUTANTS), config.HIDDEN), nn.ReLU(),
                        nn.Dense(config.HIDDEN, 1))
optimizer = nn.Adam(net.trainable_params(), learning_rate=lr)
model = Model(net, nn.HuberLoss(), optimizer, metrics={"mae"})
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(steps)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
