import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from pipeline import training_pipeline


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = training_pipeline(np.random.default_rng(config.SEED))
    net = nn.SequentialCell([
        nn.Conv2d(1, 8, 3, stride=2, pad_mode="same"), nn.ReLU(),
        nn.Conv2d(8, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, len(config.FINDINGS)),
    ])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Momentum(net.trainable_params(), config.LR, 0.9))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("finished", train.get_dataset_size(), "steps")


if __name__ == "__main__":
    main()
