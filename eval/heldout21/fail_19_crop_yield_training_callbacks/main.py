import mindspore as ms
from mindspore import nn
from mindspore.train import Model

from callbacks import BestLossTracker, training_callbacks
from fields import COVARIATES, yield_dataset

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(6)

train_ds = yield_dataset()
net = nn.SequentialCell(nn.Dense(len(COVARIATES), 16), nn.Tanh(), nn.Dense(16, 1))
model = Model(net, nn.HuberLoss(delta=0.5), nn.Adam(net.trainable_params(), 5e-3))
tracker = BestLossTracker()
history, callbacks = training_callbacks(tracker)
model.train(3, train_ds, callbacks=callbacks, dataset_sink_mode=False)
print("epoch losses:", [round(float(v), 4) for v in history.history.get("net_output", [])])
print(f"best epoch-end loss {tracker.best:.4f}")
