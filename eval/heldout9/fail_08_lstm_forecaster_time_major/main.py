import mindspore as ms
from mindspore import nn

from data import sine_series, windows
from model import LSTMForecaster

LOOKBACK = 24
HORIZON = 6
NUM_SERIES = 3


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    series = sine_series(NUM_SERIES, 200)
    x, y = windows(series, LOOKBACK, HORIZON)
    net = LSTMForecaster(NUM_SERIES, 32, HORIZON)
    opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    train.set_train()
    for epoch in range(2):
        for i in range(0, 128, 32):
            loss = train(ms.Tensor(x[i:i + 32]), ms.Tensor(y[i:i + 32]))
        print(f"epoch {epoch} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
