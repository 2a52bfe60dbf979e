import mindspore as ms
from mindspore import nn
from mindspore.train import LossMonitor, Model

from data import N_META, N_SERIES, make_dataset
from model import ForecastLoss, MetaConditionedLSTM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(42)

forecaster = MetaConditionedLSTM(N_SERIES, N_META)
loss_net = ForecastLoss(forecaster)
opt = nn.Adam(forecaster.trainable_params(), learning_rate=3e-3)
model = Model(loss_net, optimizer=opt)
model.train(2, make_dataset(), callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print("trained load forecaster")
