import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from optim import build_optimizer


class KWSNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Conv1d(cfg.N_MFCC, 16, 3, pad_mode="same"), nn.ReLU(),
                                         nn.Conv1d(16, 16, 3, pad_mode="same"), nn.ReLU())
        self.head = nn.Dense(16, len(cfg.KEYWORDS))

    def construct(self, mfcc):
        return self.head(self.encoder(mfcc).mean(axis=-1))


def mfcc_dataset():
    rng = np.random.default_rng(cfg.SEED)
    labels = (np.arange(cfg.NUM_CLIPS) % len(cfg.KEYWORDS)).astype(np.int32)
    mfcc = rng.normal(size=(cfg.NUM_CLIPS, cfg.N_MFCC, cfg.FRAMES)).astype(np.float32)
    mfcc[np.arange(cfg.NUM_CLIPS), labels] += 1.5
    return ds.NumpySlicesDataset({"mfcc": mfcc, "keyword": labels}, shuffle=True).batch(cfg.BATCH_SIZE)


def main():
    ms.set_seed(cfg.SEED)
    ms.dataset.config.set_seed(cfg.SEED)
    train = mfcc_dataset()
    net = KWSNet()
    opt = build_optimizer(net, train.get_dataset_size())
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(cfg.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
