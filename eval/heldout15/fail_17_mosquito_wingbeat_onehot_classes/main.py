"""Mosquito species from wingbeat spectra (vector-surveillance trap sensor), soft-target training."""
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from pipeline import wingbeat_dataset
from recordings import field_recordings, label_space


def spectral_mlp(in_dim, num_classes):
    return nn.SequentialCell(nn.Dense(in_dim, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, num_classes))


def main():
    ms.set_seed(8)
    clips, species = field_recordings(96)
    num_classes = label_space(species)
    train = wingbeat_dataset(clips, species, num_classes, batch_size=16)
    net = spectral_mlp(clips.shape[1] // 2 + 1, num_classes)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
    model = Model(net, loss, nn.Adam(net.trainable_params(), learning_rate=2e-3))
    model.train(2, train, callbacks=[LossMonitor(3)])
    print("done:", num_classes, "output units")


if __name__ == "__main__":
    main()
