"""Fault classifier whose log reader gives float32 readings."""
import mindspore as ms
from mindspore import nn, Tensor

from sensor_log_good import Scaler, read_log

ms.set_context(mode=ms.GRAPH_MODE)


def train():
    readings, faults = read_log()
    scaler = Scaler().fit(readings)
    x = scaler.apply(readings)
    net = nn.SequentialCell(nn.Dense(3, 8), nn.ReLU(), nn.Dense(8, 2))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.SGD(net.trainable_params(), 0.1))
    for start in range(0, len(x), 8):
        print(step(Tensor(x[start:start + 8]), Tensor(faults[start:start + 8])))


if __name__ == "__main__":
    train()
