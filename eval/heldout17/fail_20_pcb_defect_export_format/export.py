import glob

import numpy as np
import mindspore as ms

import config as C


def export_for_deployment(net):
    net.set_train(False)
    dummy = ms.Tensor(np.zeros((1, 3, C.IMAGE_SIZE, C.IMAGE_SIZE), np.float32))
    ms.export(net, dummy, file_name=C.EXPORT_STEM, file_format=C.EXPORT_FORMAT)
    return glob.glob(C.EXPORT_STEM + ".*")
