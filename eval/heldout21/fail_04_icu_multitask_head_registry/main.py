import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from model import ICUMultiTaskNet, MultiTaskLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)

n = 64
vitals = rng.normal(size=(n, cfg.N_VITALS)).astype(np.float32)
y_mort = (vitals[:, 3] > 0.8).astype(np.int32)               # high lactate
y_los = np.digitize(vitals[:, 1], [-0.7, 0.0, 0.7]).astype(np.int32)
y_readmit = (vitals[:, 5] + vitals[:, 6] > 1.0).astype(np.int32)

net = ICUMultiTaskNet()
train_step = nn.TrainOneStepCell(MultiTaskLoss(net), nn.Adam(net.trainable_params(), cfg.LR))
train_step.set_train()

for epoch in range(2):
    total = 0.0
    for s in range(0, n, cfg.BATCH):
        sl = slice(s, s + cfg.BATCH)
        total += float(train_step(ms.Tensor(vitals[sl]), ms.Tensor(y_mort[sl]),
                                  ms.Tensor(y_los[sl]), ms.Tensor(y_readmit[sl])).asnumpy())
    print(f"epoch {epoch}: joint loss {total / (n // cfg.BATCH):.4f}")
