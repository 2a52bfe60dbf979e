import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_pairs, expected_hr_size
from model import BandSR


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)

    lows, highs = make_pairs(rng)
    train = ds.NumpySlicesDataset({"lr": lows, "hr": highs}, shuffle=True).batch(config.BATCH_SIZE)

    net = BandSR(config.BANDS, config.FEATURES, config.N_RESBLOCKS, expected_hr_size())
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.L1Loss(), optimizer=opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)

    sr = net(ms.Tensor(lows[:2])).asnumpy()
    print("super-resolved patch:", sr.shape, "mean abs error", float(np.abs(sr - highs[:2]).mean()))


if __name__ == "__main__":
    main()
