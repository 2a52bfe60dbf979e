import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from claims import claims_table, to_targets
from model import RedFlagNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    x, flags = claims_table(48, config.SEED)
    y = to_targets(flags)
    train_ds = ds.NumpySlicesDataset((x, y), column_names=["claim", "flags"], shuffle=False).batch(config.BATCH)
    pos_rate = y.mean(axis=0).clip(0.05, 0.95)
    pos_weight = ms.Tensor(((1 - pos_rate) / pos_rate).astype(np.float32))
    net = RedFlagNet()
    loss = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("positive rates:", [round(float(r), 3) for r in pos_rate])


if __name__ == "__main__":
    main()
