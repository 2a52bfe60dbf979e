import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, Model

import config as cfg
from prep import hourly_consumption, make_supervised, standardise

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)


class GRUForecaster(nn.Cell):
    def __init__(self, hidden=16):
        super().__init__()
        self.gru = nn.GRU(1, hidden, batch_first=True)
        self.out = nn.Dense(hidden, cfg.HORIZON)

    def construct(self, x):
        seq, _ = self.gru(x)
        return self.out(seq[:, -1])


series, stats = standardise(hourly_consumption())
x, y = make_supervised(series)
train_ds = ds.NumpySlicesDataset((x, y), column_names=["history", "next_kw"], shuffle=True)
train_ds = train_ds.batch(cfg.BATCH, drop_remainder=True)

net = GRUForecaster()
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), cfg.LR))
model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
