import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from dataset import make_loader
from model import bird_cnn

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
ms.dataset.config.set_seed(config.SEED)

train_loader = make_loader(config.SEED)
net = bird_cnn(len(config.SPECIES))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
              metrics={"accuracy"})
model.train(config.EPOCHS, train_loader, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print(model.eval(make_loader(config.SEED, shuffle=False), dataset_sink_mode=False))
