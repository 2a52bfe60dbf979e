import mindspore as ms
from mindspore import nn
from mindspore.train import Model

from callbacks import build_callbacks
from data import WEATHER, season_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(8)
    train_ds = season_dataset(64, batch_size=16)
    net = nn.SequentialCell(nn.Dense(len(WEATHER), 32), nn.ReLU(), nn.Dense(32, 1))
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=1e-2))
    model.train(2, train_ds, callbacks=build_callbacks(train_ds.get_dataset_size()))
    print("county yield model ready")


if __name__ == "__main__":
    main()
