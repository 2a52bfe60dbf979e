import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import irradiance_mlp
from schedule import cosine_table


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    dataset = make_dataset()
    net = irradiance_mlp(config.WINDOW + 2, config.HIDDEN, config.HORIZON)
    lrs = cosine_table(config.NUM_SAMPLES, config.BATCH_SIZE, config.EPOCHS, config.MAX_LR, config.MIN_LR)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=lrs)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=optimizer, metrics={"mae": nn.MAE()})
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("train-set", model.eval(dataset, dataset_sink_mode=False), "final lr %.2e" % lrs[-1])


if __name__ == "__main__":
    main()
