import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from config import TrainConfig
from cutouts import galaxy_dataset
from model import MorphologyNet


def main():
    cfg = TrainConfig()
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.seed)
    net = MorphologyNet(cfg.bands, cfg.num_classes, cfg.base_width, cfg.num_stages)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=cfg.lr, momentum=0.9)
    model = Model(net, loss, opt, metrics={"acc": nn.Accuracy()})
    train = galaxy_dataset(cfg)
    model.train(cfg.epochs, train, callbacks=[LossMonitor(3)])
    print("train acc:", model.eval(train)["acc"])


if __name__ == "__main__":
    main()
