"""A bearing-fault classifier trained with `Model.train` on vibration windows. The data helper
stacks the three accelerometer axes last, (window, time, axis), while Conv1d reads channels from
axis 1: the first convolution gets 128 channels. The line to change is the stacking in the data
helper, two calls and a dataset away from the convolution MindSpore names."""
import mindspore as ms
from mindspore import nn, ops
from mindspore.train import Model

from bearing_windows_good import build_splits


class FaultNet(nn.Cell):
    def __init__(self, axes, faults):
        super().__init__()
        self.conv = nn.Conv1d(axes, 8, 9, pad_mode="same", has_bias=True)
        self.head = nn.Dense(8, faults)

    def construct(self, vibration):
        return self.head(ops.mean(ops.relu(self.conv(vibration)), axis=-1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    train, test = build_splits()
    net = FaultNet(3, 3)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2), metrics={"acc": nn.Accuracy()})
    model.train(1, train, dataset_sink_mode=False)
    print(model.eval(test, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
