import numpy as np
import mindspore as ms


def to_tensors(splits, finish):
    x = ms.Tensor(np.array(splits), ms.float32) / 100.0
    y = ms.Tensor(np.array(finish, np.float32)[:, None]) / 100.0
    return x, y
