import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import recipes_dataset
from model import CalorieRegressor


def build_optimizer(net):
    decay = [p for p in net.trainable_params() if "weight" in p.name]
    no_decay = [p for p in net.trainable_params() if "weight" not in p.name]
    groups = [{"params": decay, "weight_decay": 1e-4}, {"params": no_decay}]
    return nn.Adam(groups, learning_rate=cfg.LR)


def main():
    ms.set_seed(cfg.SEED)
    net = CalorieRegressor(len(cfg.INGREDIENTS), cfg.HIDDEN_SIZES)
    model = Model(net, loss_fn=nn.L1Loss(), optimizer=build_optimizer(net), metrics={"mae"})
    model.train(cfg.EPOCHS, recipes_dataset(), callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(model.eval(recipes_dataset(), dataset_sink_mode=False))


if __name__ == "__main__":
    main()
