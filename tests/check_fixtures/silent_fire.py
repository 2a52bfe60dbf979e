"""Silent graph-mode bugs that `msdiag check` must report (each `# expect:` line)."""
import logging
import os
import random
import time

import numpy as np
import mindspore as ms
from mindspore import nn

logger = logging.getLogger(__name__)
FEATURES = []
STEP = 0


def jitter(x):
    return x * random.uniform(0.9, 1.1)  # expect: MSD701


class Noisy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.history = []
        self.stats = {}

    def construct(self, x):
        noise = ms.Tensor(np.random.randn(*x.shape), ms.float32)  # expect: MSD701
        scale = float(os.environ.get("SCALE", "1"))  # expect: MSD702
        stamp = time.time()  # expect: MSD702
        self.history.append(stamp)  # expect: MSD703
        self.stats["last"] = scale  # expect: MSD703
        logger.info("forward %s", x.shape)  # expect: MSD704
        return jitter(x + noise) * scale


class Masked(nn.Cell):
    def construct(self, img_embeds):
        t = img_embeds.shape[1]
        atts = ms.Tensor(np.ones(img_embeds.shape[:-1]), dtype=ms.float32)  # expect: MSD705
        mask = ms.Tensor(np.triu(np.ones((t, t)), k=1), dtype=ms.float32)  # expect: MSD705
        host = img_embeds.asnumpy()  # expect: MSD706
        return atts, mask, host


class Counted(nn.Cell):
    def construct(self, x):
        global STEP
        STEP += 1  # expect: MSD703
        return x

    def __call__(self, *args):  # expect: MSD707
        return super().__call__(*args)


def keep(cell, inputs, output):
    FEATURES.append(output)  # expect: MSD703


@ms.jit
def train_step(x):
    return x + np.random.rand()  # expect: MSD701


def attach(net):
    net.register_forward_hook(keep)
