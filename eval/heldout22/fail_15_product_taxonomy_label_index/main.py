import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model

import config
from catalog import load_catalog, split
from features import hashed_bow, build_label_index, encode_labels


def make_dataset(x, y, shuffle):
    return ds.NumpySlicesDataset({"bow": x, "label": y}, shuffle=shuffle).batch(config.BATCH_SIZE)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rows = load_catalog()
    train_rows, val_rows = split(rows, config.VAL_FRACTION)

    label_index = build_label_index(train_rows)  # ROOT
    x_train, y_train = hashed_bow(train_rows), encode_labels(train_rows, label_index)
    x_val, y_val = hashed_bow(val_rows), encode_labels(val_rows, label_index)

    net = nn.SequentialCell([nn.Dense(config.HASH_BUCKETS, config.HIDDEN), nn.ReLU(),
                             nn.Dense(config.HIDDEN, len(label_index))])
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE),
                  metrics={"acc"})
    model.train(config.EPOCHS, make_dataset(x_train, y_train, True), dataset_sink_mode=False)
    print("validation:", model.eval(make_dataset(x_val, y_val, False), dataset_sink_mode=False))
    print("categories:", sorted(label_index, key=label_index.get))


if __name__ == "__main__":
    main()
