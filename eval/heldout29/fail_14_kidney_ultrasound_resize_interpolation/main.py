import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from frames import load_frames
from pipeline import ultrasound_dataset


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    frames, grades = load_frames(np.random.default_rng(config.SEED))
    train = ultrasound_dataset(frames, grades)
    net = nn.SequentialCell([
        nn.Conv2d(1, 8, 5, stride=2, pad_mode="same"), nn.BatchNorm2d(8), nn.ReLU(),
        nn.Conv2d(8, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
        nn.AdaptiveMaxPool2d(1), nn.Flatten(), nn.Dense(16, len(config.GRADES)),
    ])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Momentum(net.trainable_params(), config.LR, 0.9))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("hydronephrosis grader trained on", len(frames), "frames")


if __name__ == "__main__":
    main()
