import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import mlp_classifier
from prep import build_arrays

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

features, grades = build_arrays(config.SEED)
print("class balance:", [int((grades == g).sum()) for g in range(len(config.GRADES))])
train_ds = ds.NumpySlicesDataset((features, grades), column_names=["features", "grade"], shuffle=True)
train_ds = train_ds.batch(config.BATCH_SIZE)

net = mlp_classifier(len(config.FEATURES), config.HIDDEN, len(config.GRADES), config.DROPOUT)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
model = Model(net, loss_fn, opt, metrics={"accuracy"})
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
