"""Bird-song features and species ids are kept in one float32 table; the species column is cut
out of it without a cast, and the sparse loss rejects float labels when Model.train compiles."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

from song_table import clip_table, split_features_labels

ms.set_context(mode=ms.GRAPH_MODE)

if __name__ == "__main__":
    features, labels = split_features_labels(clip_table(32, np.random.default_rng(0)))
    data = ds.NumpySlicesDataset({"features": features, "species": labels}, shuffle=False).batch(8)
    net = nn.Dense(6, 3)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.05, 0.9))
    model.train(1, data, dataset_sink_mode=False)
    print("trained")
