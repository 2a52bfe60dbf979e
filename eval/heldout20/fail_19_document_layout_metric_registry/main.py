import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import REGIONS, layout_dataset
from metrics import build_metrics


def main():
    ms.set_seed(0)
    net = nn.SequentialCell(nn.Dense(7, 32, activation="relu"), nn.Dense(32, len(REGIONS)))
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics=build_metrics(len(REGIONS)))
    model.train(3, layout_dataset(), callbacks=[LossMonitor(6)], dataset_sink_mode=False)
    report = model.eval(layout_dataset(seed=1), dataset_sink_mode=False)
    print("accuracy", round(report["accuracy"], 3), "top2", round(report["top2"], 3))
    print(report["confusion"])


if __name__ == "__main__":
    main()
