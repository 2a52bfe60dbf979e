"""A text classifier reads its labels through a name-to-index table. One sample's label is not in
the table; the source's `__getitem__` raises KeyError inside the pipeline, and Python's traceback
ends at the training loop with a RuntimeError. The line to change is the lookup."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

LABELS = {"sports": 0, "politics": 1, "science": 2}


class Headlines:
    def __init__(self, n):
        rng = np.random.default_rng(0)
        self.features = rng.normal(size=(n, 16)).astype(np.float32)
        self.topics = ["sports", "politics", "science", "Science"] * (n // 4)

    def __getitem__(self, i):
        return self.features[i], np.int32(LABELS[self.topics[i]])  # expect: MSD601

    def __len__(self):
        return len(self.topics)


if __name__ == "__main__":
    net = nn.Dense(16, 3)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.SGD(net.trainable_params(), 0.1))
    data = ds.GeneratorDataset(Headlines(8), column_names=["features", "label"], shuffle=False).batch(4)
    for features, label in data.create_tuple_iterator():
        print(step(features, label))
