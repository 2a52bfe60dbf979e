import mindspore as ms
import numpy as np
from mindspore import nn
from mindspore.train import LossMonitor

import config
from data import call_dataset, synth_calls
from trainer import build_model

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
ms.dataset.config.set_seed(config.SEED)

x, y = synth_calls(np.random.default_rng(config.SEED))
split = int(0.75 * len(x))
train_ds = call_dataset(x[:split], y[:split], shuffle=True)
val_ds = call_dataset(x[split:], y[split:], shuffle=False)

net = nn.SequentialCell(nn.Dense(len(config.FEATURES), config.HIDDEN), nn.GELU(),
                        nn.Dense(config.HIDDEN, len(config.PRIORITIES)))
model = build_model(net, config.LR)
model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
results = model.eval(val_ds, dataset_sink_mode=False)
print({k: round(float(v), 4) for k, v in results.items()})
