import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import radar_dataset
from model import RadarNowcaster


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    ms.dataset.config.set_seed(cfg.SEED)
    net = RadarNowcaster()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(cfg.EPOCHS, radar_dataset(cfg.SEED), callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("nowcaster ready")


if __name__ == "__main__":
    main()
