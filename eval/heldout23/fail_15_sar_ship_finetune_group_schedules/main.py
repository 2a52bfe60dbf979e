import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import chip_dataset
from model import ShipClassifier
from schedule import cosine_schedule, warmup_cosine_schedule


def build_optimizer(net, steps_per_epoch):
    total = cfg.EPOCHS * steps_per_epoch
    groups = [
        {"params": net.backbone.trainable_params(), "lr": cosine_schedule(cfg.BACKBONE_LR, total)},
        {"params": net.head.trainable_params(),
         "lr": warmup_cosine_schedule(cfg.HEAD_LR, total, cfg.HEAD_WARMUP_STEPS)},
    ]
    return nn.Momentum(groups, learning_rate=cfg.HEAD_LR, momentum=cfg.MOMENTUM)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    train_ds = chip_dataset(cfg.SEED)
    net = ShipClassifier()
    opt = build_optimizer(net, train_ds.get_dataset_size())
    model = Model(net, nn.CrossEntropyLoss(), opt)
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("fine-tuning done")


if __name__ == "__main__":
    main()
