"""A fall-risk scorer takes the log energy spectrum of accelerometer strides. The windows are
float32, but NumPy's FFT returns complex128 and everything computed from it is float64: the
helper returns float64 features, and the Dense in the jitted step rejects them. The line to
change is the helper's return, where its features get their dtype."""
import mindspore as ms
from mindspore import nn

from gait_features import log_energy, strides


class FallRisk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.head = nn.Dense(17, 1)

    def construct(self, features):
        return self.head(features)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = FallRisk()
    features = ms.Tensor(log_energy(strides(4, 32)))
    print(net(features).shape)


if __name__ == "__main__":
    main()
