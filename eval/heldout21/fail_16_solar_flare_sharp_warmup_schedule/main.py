import mindspore as ms
from mindspore import nn
from mindspore.train import Accuracy, Model

import config as cfg
from data import active_regions
from schedule import warmup_then_cosine

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(12)

train_ds = active_regions()
net = nn.SequentialCell(nn.Dense(len(cfg.SHARP_KEYS), 24), nn.ReLU(), nn.Dropout(p=0.1),
                        nn.Dense(24, 2))
lr = warmup_then_cosine(cfg.BASE_LR, cfg.MIN_LR, train_ds.get_dataset_size(), cfg.EPOCHS,
                        cfg.WARMUP_EPOCHS)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})
model.train(cfg.EPOCHS, train_ds, dataset_sink_mode=False)
print("train accuracy:", model.eval(active_regions(), dataset_sink_mode=False)["acc"])
