import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from graph import road_adjacency, speed_windows
from model import SpeedGCN

NUM_SENSORS, HISTORY, HORIZON = 12, 12, 3


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(4)
    adj = road_adjacency(NUM_SENSORS)
    x, y = speed_windows(64, NUM_SENSORS, HISTORY, HORIZON)
    train_ds = ds.NumpySlicesDataset({"history": x, "future": y}, shuffle=True).batch(16)
    net = SpeedGCN(adj, HISTORY, hidden=32, horizon=HORIZON)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    model = Model(net, loss_fn=nn.L1Loss(), optimizer=opt)
    model.train(2, train_ds, callbacks=[LossMonitor(4)])
    pred = net(ms.Tensor(x[:4])).asnumpy() * 70.0
    print("forecast for sensor 0 (mph):", pred[0, 0].round(1))


if __name__ == "__main__":
    main()
