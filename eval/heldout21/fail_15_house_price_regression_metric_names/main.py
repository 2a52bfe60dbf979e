import mindspore as ms

import config as cfg
from data import split_datasets
from trainer import build_model, regressor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(31)

train_ds, valid_ds = split_datasets()
model = build_model(regressor())
model.train(cfg.EPOCHS, train_ds, dataset_sink_mode=False)
scores = model.eval(valid_ds, dataset_sink_mode=False)
print({k: round(float(v), 4) for k, v in sorted(scores.items())})
