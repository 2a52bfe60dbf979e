"""A churn model is trained with `Model.train`. Its data module casts the label column to
float32 with the features; the loss inside MindSpore's training wrapper needs int32 class
indices. No line of the user's code is on the failing call chain: the cast in the `map` is the
line to change."""
import mindspore as ms
from mindspore import nn
from mindspore.train import Model

from churn_data import make_dataset

ms.set_context(mode=ms.GRAPH_MODE)

if __name__ == "__main__":
    net = nn.SequentialCell([nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 2)])
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
    train_set = make_dataset(8)
    model.train(1, train_set, dataset_sink_mode=False)
