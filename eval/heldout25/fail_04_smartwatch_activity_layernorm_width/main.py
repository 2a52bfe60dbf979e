import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from imu import synth_windows
from model import ActivityEncoder


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = synth_windows(config.SEED)
    train = ds.NumpySlicesDataset({"imu": x, "activity": y}, shuffle=True).batch(config.BATCH_SIZE)
    net = ActivityEncoder(len(config.ACTIVITIES))
    model = Model(net, nn.CrossEntropyLoss(label_smoothing=0.05),
                  nn.Adam(net.trainable_params(), learning_rate=config.LR), metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
