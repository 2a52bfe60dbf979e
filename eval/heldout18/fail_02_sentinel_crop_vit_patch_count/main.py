import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import tile_dataset
from vit import CropViT

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

train_ds = tile_dataset()
net = CropViT(config)
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=0.05)
model = Model(net, loss_fn=loss_fn, optimizer=optimizer, metrics={"accuracy"})
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
print("eval:", model.eval(train_ds, dataset_sink_mode=False))
