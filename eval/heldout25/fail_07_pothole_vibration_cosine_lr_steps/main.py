import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import road_cnn
from utils import steps_per_epoch, banner
from vibration import simulate_segments, build_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = simulate_segments(config.SEED)
    print(banner(x, y, config.CLASSES))
    train = build_dataset(x, y)

    steps = steps_per_epoch(len(y), config.BATCH_SIZE)
    lr = nn.cosine_decay_lr(config.MIN_LR, config.MAX_LR, steps * config.EPOCHS, steps, config.EPOCHS)
    net = road_cnn(len(config.CLASSES))
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    model = Model(net, nn.CrossEntropyLoss(), opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("final lr", lr[-1])


if __name__ == "__main__":
    main()
