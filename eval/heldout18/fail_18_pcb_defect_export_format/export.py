import glob
import os

import numpy as np
import mindspore as ms
from mindspore import Tensor


def export_for_line_camera(net, cfg):
    net.set_train(False)
    dummy = Tensor(np.zeros((1, 1, cfg.IMG, cfg.IMG), np.float32))
    ms.export(net, dummy, file_name=cfg.EXPORT_NAME, file_format=cfg.EXPORT_FORMAT)
    return sorted(glob.glob(cfg.EXPORT_NAME + ".*"))


def cleanup(cfg):
    for path in glob.glob(cfg.EXPORT_NAME + ".*"):
        os.remove(path)
