import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

import config
from audio import build_arrays
from model import SceneCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = build_arrays()
    print("log-mel batch shape:", x.shape)
    train_ds = ds.NumpySlicesDataset({"mel": x, "scene": y}, shuffle=True)
    train_ds = train_ds.batch(config.BATCH_SIZE, drop_remainder=True)

    net = SceneCNN()
    model = Model(net, nn.CrossEntropyLoss(),
                  nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE),
                  metrics={"accuracy"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print(model.eval(train_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
