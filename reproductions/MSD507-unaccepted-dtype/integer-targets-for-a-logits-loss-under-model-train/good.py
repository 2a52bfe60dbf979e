"""A multi-label tagger trained with `Model.train` and `nn.BCEWithLogitsLoss`. The helper that
builds the 0/1 target rows allocates them as int32, and the loss, inside MindSpore's own cells,
needs float targets. No line of the user's runs in graph code: the line to change is the
allocation in the helper, which reaches the loss through the dataset's second column."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)


def target_rows(label_sets, n_labels):
    rows = np.zeros((len(label_sets), n_labels), dtype=np.float32)
    for i, labels in enumerate(label_sets):
        rows[i, list(labels)] = 1
    return rows


def build_loader():
    rng = np.random.default_rng(3)
    features = rng.normal(size=(24, 5)).astype(np.float32)
    targets = target_rows([{i % 3, (i + 1) % 3} for i in range(24)], 3)
    return ds.NumpySlicesDataset((features, targets), column_names=["x", "y"], shuffle=False).batch(8)


def run():
    net = nn.Dense(5, 3)
    model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), 1e-2))
    loader = build_loader()
    model.train(1, loader, dataset_sink_mode=False)
    print("trained")


if __name__ == "__main__":
    run()
