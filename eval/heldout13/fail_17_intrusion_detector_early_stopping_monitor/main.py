import mindspore as ms
from mindspore import nn

import config
from data import make_loader
from train_utils import build_callbacks, build_model

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(12)


def main():
    net = nn.SequentialCell([
        nn.Dense(config.NUM_FEATURES, config.HIDDEN), nn.ReLU(), nn.Dropout(p=0.1),
        nn.Dense(config.HIDDEN, config.HIDDEN), nn.ReLU(),
        nn.Dense(config.HIDDEN, 2),
    ])
    model = build_model(net)
    train_ds = make_loader(640, seed=0, shuffle=True)
    val_ds = make_loader(160, seed=1, shuffle=False)
    model.fit(config.EPOCHS, train_ds, val_ds, callbacks=build_callbacks(), dataset_sink_mode=False)
    print("final:", model.eval(val_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
