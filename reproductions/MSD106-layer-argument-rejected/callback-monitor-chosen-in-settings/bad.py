"""A churn classifier trained with `Model.fit` lowers its learning rate when the validation
metric stops improving. The metric to watch is a setting, "f1", and `nn.F1` reports one score per
class: `ReduceLROnPlateau` raises at the end of the first epoch, inside `model.fit`. The line to
change is the setting, not the `fit` call that raised or the helper that built the callback."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.dataset import NumpySlicesDataset
from mindspore.train import Model, ReduceLROnPlateau

ms.set_context(mode=ms.GRAPH_MODE)

WATCHED_METRIC = "f1"  # expect: MSD106
EPOCHS = 2


def plateau_callbacks():
    return [ReduceLROnPlateau(monitor=WATCHED_METRIC, mode="max", patience=1, factor=0.5)]


def loader(n, seed):
    rng = np.random.default_rng(seed)
    features = rng.normal(size=(n, 6)).astype(np.float32)
    labels = (features[:, 0] > 0).astype(np.int32)
    return NumpySlicesDataset({"x": features, "y": labels}, shuffle=False).batch(16)


if __name__ == "__main__":
    ms.set_seed(0)
    net = nn.SequentialCell([nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 2)])
    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                  nn.Adam(net.trainable_params(), 1e-2), metrics={"f1": nn.F1(), "acc": nn.Accuracy()})
    model.fit(EPOCHS, loader(64, 0), loader(32, 1), callbacks=plateau_callbacks(), dataset_sink_mode=False)
    print("done")
