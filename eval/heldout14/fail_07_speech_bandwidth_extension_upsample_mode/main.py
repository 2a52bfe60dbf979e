import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_dataset
from model import BandwidthExtender


def snr_db(ref, est):
    return 10 * np.log10((ref ** 2).sum() / max(((ref - est) ** 2).sum(), 1e-12))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = BandwidthExtender(config.CHANNELS)
    model = Model(net, loss_fn=nn.L1Loss(), optimizer=nn.Adam(net.trainable_params(), learning_rate=1e-3))
    dataset = make_dataset()
    model.train(config.EPOCHS, dataset, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
    narrow, wide = next(dataset.create_tuple_iterator())
    est = net(narrow).asnumpy()
    print(f"wideband SNR {snr_db(wide.asnumpy(), est):.2f} dB, output shape {est.shape}")


if __name__ == "__main__":
    main()
