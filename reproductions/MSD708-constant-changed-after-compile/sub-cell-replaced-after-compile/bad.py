"""Transfer learning for a vibration classifier: after evaluating the pretrained model, the
script puts a new head for the target classes on the same model object and evaluates again.
The model's graph was compiled with the first head and is not compiled again: the second
evaluation still runs the old head, silently."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class VibrationNet(nn.Cell):
    def __init__(self, classes=2):
        super().__init__()
        self.body = nn.Dense(6, 8, weight_init="ones")
        self.head = nn.Dense(8, classes, weight_init="ones")

    def construct(self, x):
        return self.head(self.body(x))  # expect: MSD708


if __name__ == "__main__":
    net = VibrationNet()
    x = ms.Tensor(np.ones((1, 6), np.float32))
    print("source classes", net(x).shape)
    net.head = nn.Dense(8, 5, weight_init="zeros")
    print("target classes", net(x).shape)
