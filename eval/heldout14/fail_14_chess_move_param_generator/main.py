import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import MovePolicy
from utils import describe_params, build_optimizer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = MovePolicy(config.PLANES, config.CHANNELS, config.SQUARES)
    params = net.get_parameters()  # ROOT
    describe_params(params)
    optimizer = build_optimizer(params, config.LR, config.MOMENTUM)
    model = Model(net, nn.CrossEntropyLoss(), optimizer, metrics={"top1": nn.Top1CategoricalAccuracy(),
                                                                   "top5": nn.Top5CategoricalAccuracy()})
    dataset = make_dataset()
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(model.eval(dataset, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
