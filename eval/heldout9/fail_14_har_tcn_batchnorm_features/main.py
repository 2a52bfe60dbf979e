import mindspore as ms
from mindspore import nn

from data import synthetic_imu
from model import ActivityNet

SEQ_LEN = 64
SENSORS = 6
ACTIVITIES = 4


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    x, y = synthetic_imu(64, SEQ_LEN, SENSORS, ACTIVITIES)
    net = ActivityNet(SENSORS, SEQ_LEN, ACTIVITIES)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 2e-3))
    train.set_train()
    for epoch in range(2):
        for i in range(0, 64, 16):
            loss = train(ms.Tensor(x[i:i + 16]), ms.Tensor(y[i:i + 16]))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
