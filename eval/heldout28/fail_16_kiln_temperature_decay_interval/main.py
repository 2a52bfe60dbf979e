import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import kiln_dataset
from schedule import step_decay


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = kiln_dataset(np.random.default_rng(config.SEED))
    steps = train.get_dataset_size()

    net = nn.SequentialCell([nn.Dense(len(config.SENSORS), 24), nn.ReLU(), nn.Dense(24, 1)])
    lrs = step_decay(steps)
    opt = nn.SGD(net.trainable_params(), learning_rate=lrs, momentum=0.9)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(steps)], dataset_sink_mode=False)
    print("final learning rate:", lrs[-1])


if __name__ == "__main__":
    main()
