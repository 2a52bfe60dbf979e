"""The metrics are named in the settings with scikit-learn's spelling (`f1_score`); the helper
that builds the Model passes `set(METRICS)`. `Model` does not know the name (MindSpore calls it
"F1"); the line to change is the setting, not the call that turns it into a set."""
import mindspore as ms
from mindspore import nn
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)

METRICS = ("accuracy", "f1_score")  # expect: MSD106


def build_model(net):
    optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    return Model(net, nn.CrossEntropyLoss(), optimizer, metrics=set(METRICS))


if __name__ == "__main__":
    model = build_model(nn.Dense(4, 2))
    print(type(model).__name__)
