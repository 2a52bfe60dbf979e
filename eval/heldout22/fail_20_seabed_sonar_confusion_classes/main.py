import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

import config
from sonar import load_survey
from model import TinySegNet
from metrics import build_metrics, per_class_iou


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = load_survey()
    train_ds = ds.NumpySlicesDataset({"backscatter": x, "substrate": y}, shuffle=True)
    train_ds = train_ds.batch(config.BATCH_SIZE, drop_remainder=True)
    eval_ds = ds.NumpySlicesDataset({"backscatter": x, "substrate": y}, shuffle=False).batch(config.BATCH_SIZE)

    net = TinySegNet(config.NUM_CLASSES)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE),
                  metrics=build_metrics())
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    result = model.eval(eval_ds, dataset_sink_mode=False)
    print("pixel accuracy:", round(float(result["pixel_acc"]), 3))
    print("IoU:", per_class_iou(result["confusion"]).round(3))


if __name__ == "__main__":
    main()
