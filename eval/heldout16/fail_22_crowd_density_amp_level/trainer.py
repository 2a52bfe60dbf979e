import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model

from model import DensityFCN


def build_model(cfg):
    net = DensityFCN()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg["lr"])
    model = Model(net, nn.MSELoss(reduction="sum"), opt, amp_level=cfg["precision"],
                  loss_scale_manager=ms.amp.FixedLossScaleManager(128.0, drop_overflow_update=False))
    return net, model
