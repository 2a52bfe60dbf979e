import os
import shutil

import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import config as cfg
from data import sign_dataset
from trainer import callbacks

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(15)


class SignGRU(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(cfg.KEYPOINTS, cfg.HIDDEN, batch_first=True)
        self.cls = nn.Dense(cfg.HIDDEN, len(cfg.SIGNS))

    def construct(self, landmarks):
        _, h_n = self.gru(landmarks)
        return self.cls(h_n[-1])


train_ds = sign_dataset()
net = SignGRU()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3))
try:
    model.train(cfg.EPOCHS, train_ds, callbacks=callbacks(train_ds.get_dataset_size()),
                dataset_sink_mode=False)
    print("saved:", sorted(f for f in os.listdir(cfg.RUN_DIR) if f.endswith(".ckpt")))
finally:
    shutil.rmtree(cfg.RUN_DIR, ignore_errors=True)
