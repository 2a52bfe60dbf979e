import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from exams import exam_table
from metrics import screening_metrics


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = exam_table(config.SEED)
    cut = int(0.75 * len(y))
    train = ds.NumpySlicesDataset({"exam": x[:cut], "label": y[:cut]}, shuffle=True).batch(config.BATCH_SIZE)
    test = ds.NumpySlicesDataset({"exam": x[cut:], "label": y[cut:]}, shuffle=False).batch(config.BATCH_SIZE)

    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 24), nn.ReLU(), nn.Dense(24, len(config.CLASSES))])
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics=screening_metrics())
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
    result = model.eval(test, dataset_sink_mode=False)
    print("accuracy", round(result["accuracy"], 3), "recall", result["recall"])
    print("confusion (rows = true class):\n", result["confusion"].round(3))


if __name__ == "__main__":
    main()
