import mindspore as ms
from mindspore.train import LossMonitor

from config import CFG
from trainer import WaferCNN, build_model
from wafers import wafer_split


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(CFG["seed"])
    train = wafer_split(CFG["train_maps"], CFG, seed=0)
    val = wafer_split(CFG["val_maps"], CFG, seed=1)
    net = WaferCNN(len(CFG["patterns"]))
    model = build_model(net, CFG)
    model.train(CFG["epochs"], train, callbacks=[LossMonitor(4)])
    print("validation:", model.eval(val))


if __name__ == "__main__":
    main()
