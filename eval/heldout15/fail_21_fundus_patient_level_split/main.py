"""Diabetic-retinopathy grading with a patient-level train / validation split."""
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from data import make_loaders
from fundus import FundusSource, GRADES


def grading_cnn():
    return nn.SequentialCell(
        nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(32, len(GRADES)))


def main():
    ms.set_seed(6)
    ds.config.set_seed(6)
    source = FundusSource(n_patients=40)
    train, val = make_loaders(source, batch_size=8)
    net = grading_cnn()
    model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.02, 0.9),
                  metrics={"accuracy"})
    model.train(2, train, callbacks=[LossMonitor(5)])
    print("validation (unseen patients):", model.eval(val))


if __name__ == "__main__":
    main()
