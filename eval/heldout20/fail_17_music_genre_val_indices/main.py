import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import GENRES, N_CHROMA, genre_datasets


def main():
    ms.set_seed(6)
    ms.dataset.config.set_seed(6)
    train, val = genre_datasets()
    net = nn.SequentialCell(nn.Dense(N_CHROMA + 2, 24, activation="gelu"), nn.Dropout(p=0.1),
                            nn.Dense(24, len(GENRES)))
    model = Model(net, nn.CrossEntropyLoss(), nn.AdamWeightDecay(net.trainable_params(), 5e-3),
                  metrics={"accuracy", "loss"})
    model.train(3, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("val:", model.eval(val, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
