import glob
import os
import numpy as np
import mindspore as ms


def export_for_serving(net, num_features, path, file_format):
    dummy = ms.Tensor(np.zeros((1, num_features), dtype=np.float32))
    ms.export(net, dummy, file_name=path, file_format=file_format)
    written = glob.glob(path + ".*")
    for f in written:
        os.remove(f)
    return [os.path.basename(f) for f in written]
