import random

import numpy as np
import mindspore as ms


def seed_everything(seed):
    random.seed(seed)
    ms.set_seed(seed)
    np.random.seed(seed)
