import mindspore as ms
import mindspore.dataset as ds
import numpy as np
from mindspore import nn
from mindspore.train import Callback, Model

import config
from distill import DistillationLoss
from models import conv_classifier

ms.set_context(mode=ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE)
ms.set_seed(config.SEED)
ms.dataset.config.set_seed(config.SEED)


class EpochTracker(Callback):
    def __init__(self, loss_cell):
        super().__init__()
        self.loss_cell = loss_cell
        self.losses = []

    def on_train_epoch_begin(self, run_context):
        self.loss_cell.epoch = run_context.original_args().cur_epoch_num - 1
        self.losses = []

    def on_train_step_end(self, run_context):
        self.losses.append(float(run_context.original_args().net_outputs.asnumpy()))

    def on_train_epoch_end(self, run_context):
        print(f"epoch {self.loss_cell.epoch}: mean loss {np.mean(self.losses):.4f}")


rng = np.random.default_rng(config.SEED)
labels = rng.integers(0, len(config.KEYWORDS), config.N_CLIPS).astype(np.int32)
mfcc = rng.normal(0, 1, (config.N_CLIPS, config.N_MFCC, config.N_FRAMES)).astype(np.float32)
mfcc[np.arange(config.N_CLIPS), labels] += 1.5
train_ds = ds.NumpySlicesDataset({"mfcc": mfcc, "label": labels}, shuffle=False).batch(config.BATCH_SIZE)

teacher = conv_classifier(64, len(config.KEYWORDS), config.N_MFCC)
teacher.set_train(False)
for p in teacher.get_parameters():
    p.requires_grad = False
student = conv_classifier(8, len(config.KEYWORDS), config.N_MFCC)
loss_cell = DistillationLoss(student, teacher, config.WARMUP_EPOCHS, config.KD_ALPHA, config.KD_TEMPERATURE)
model = Model(loss_cell, optimizer=nn.Adam(student.trainable_params(), learning_rate=config.LR))
model.train(config.EPOCHS, train_ds, callbacks=[EpochTracker(loss_cell)], dataset_sink_mode=False)
