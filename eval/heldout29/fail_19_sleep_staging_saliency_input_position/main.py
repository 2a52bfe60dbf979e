import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from explain import saliency_report
from model import SleepStager, StagerWithLoss
from signals import psg_arrays


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    eeg, eog, stages = psg_arrays(np.random.default_rng(config.SEED))
    train = ds.NumpySlicesDataset({"eeg": eeg, "eog": eog, "stage": stages}, shuffle=True).batch(config.BATCH_SIZE)

    net = SleepStager()
    model = Model(StagerWithLoss(net), optimizer=nn.Adam(net.trainable_params(), config.LR))
    model.train(config.TRAIN_EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)

    print("saliency per channel:", saliency_report(net, eeg[:4], eog[:4]))


if __name__ == "__main__":
    main()
