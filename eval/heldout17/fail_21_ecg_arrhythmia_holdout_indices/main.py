import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import BEAT_CLASSES, BEAT_LEN, heartbeats
from splits import spread_holdout


def beat_cnn(num_classes):
    return nn.SequentialCell(
        nn.Conv1d(1, 16, 7, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(3, 3),
        nn.Conv1d(16, 32, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(3, 3),
        nn.Flatten(), nn.Dense(32 * (BEAT_LEN // 9), num_classes),
    )


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(42)
    beats, labels = heartbeats(120)
    train_idx, val_idx = spread_holdout(len(labels), val_fraction=0.2)
    train_ds = ds.NumpySlicesDataset({"beat": beats[train_idx], "label": labels[train_idx]}, shuffle=True)
    val_ds = ds.NumpySlicesDataset({"beat": beats[val_idx], "label": labels[val_idx]}, shuffle=False)
    net = beat_cnn(len(BEAT_CLASSES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=3e-3),
                  metrics={"accuracy"})
    model.train(2, train_ds.batch(16), callbacks=[LossMonitor(6)])
    print(model.eval(val_ds.batch(8)))


if __name__ == "__main__":
    main()
