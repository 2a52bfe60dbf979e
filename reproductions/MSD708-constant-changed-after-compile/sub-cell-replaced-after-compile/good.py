"""Transfer learning for a vibration classifier: the model for the target classes is a new
object built around the pretrained body, so its graph is compiled with the new head."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class VibrationNet(nn.Cell):
    def __init__(self, classes=2, body=None):
        super().__init__()
        self.body = body if body is not None else nn.Dense(6, 8, weight_init="ones")
        self.head = nn.Dense(8, classes, weight_init="ones")

    def construct(self, x):
        return self.head(self.body(x))


if __name__ == "__main__":
    net = VibrationNet()
    x = ms.Tensor(np.ones((1, 6), np.float32))
    print("source classes", net(x).shape)
    target = VibrationNet(classes=5, body=net.body)
    print("target classes", target(x).shape)
