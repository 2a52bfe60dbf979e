import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import SPECIES, N_FEATURES, song_dataset
from model import species_mlp


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(9)
    train_ds = song_dataset(128, batch_size=16)
    val_ds = song_dataset(32, batch_size=16, shuffle=False)
    net = species_mlp(N_FEATURES, len(SPECIES))
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    model = Model(net, loss_fn, opt, metrics={"accuracy"})
    model.train(2, train_ds, callbacks=[LossMonitor(8)])
    print("validation:", model.eval(val_ds))


if __name__ == "__main__":
    main()
