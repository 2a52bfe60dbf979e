import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

from config import CONFIG
from data import synthetic_load, windows
from model import Forecaster

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    dcfg, mcfg, tcfg = CONFIG["data"], CONFIG["model"], CONFIG["train"]
    net = Forecaster(dcfg["n_series"], dcfg["horizon"], **mcfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()),
                                nn.Adam(net.trainable_params(), learning_rate=tcfg["lr"]))
    train.set_train()
    series = synthetic_load(400, dcfg["n_series"])
    batches = windows(series, dcfg["window"], dcfg["horizon"], dcfg["batch_size"])
    for step, (x, y) in zip(range(tcfg["steps"]), batches):
        print("step", step, "mae", train(ms.Tensor(x), ms.Tensor(y)))


if __name__ == "__main__":
    main()
