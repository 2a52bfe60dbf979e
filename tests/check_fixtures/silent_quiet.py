"""Near misses: code that looks like the silent bugs but is fine in graph mode. Nothing may fire."""
import logging
import os
import random
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.ops import constexpr

logger = logging.getLogger(__name__)
SIZES = [1, 2]


@constexpr
def compile_time_table(n):
    # constexpr runs in Python at compile time on purpose
    return tuple(np.random.rand(n).tolist())


def not_reached():
    return np.random.rand(), time.time(), os.environ["HOME"]


class Fine(nn.Cell):
    def __init__(self, seed=None):
        super().__init__()
        self.scale = float(os.environ.get("SCALE", "1"))
        self.start = time.time()
        self.noise = ms.Tensor(np.random.randn(4, 4), ms.float32)
        self.layers = []
        for _ in range(2):
            self.layers.append(nn.Dense(4, 4))
        self.layers = nn.CellList(self.layers)
        self.calls = 0
        self.mask = ms.Tensor(np.triu(np.ones((4, 4)), k=1), ms.float32)
        self.gamma = ms.Parameter(ops.ones((4,), ms.float32))
        random.seed(seed)

    def construct(self, x):
        outs = []
        for layer in self.layers:
            outs.append(layer(x))
        self.calls += 1
        print("step", x.shape)
        logger.info("value %s", x)
        const = ms.Tensor(np.ones((4, 4)), ms.float32)
        table = compile_time_table(3)
        return outs[-1] + const + self.mask + SIZES[0] + table[0]

    def report(self):
        return self.noise.asnumpy(), time.time()


class NotACell:
    def construct(self, x):
        try:
            return x.asnumpy()
        except ValueError:
            return np.random.rand()


@ms.jit(capture_mode="bytecode")
def bytecode_step(x):
    try:
        return x + random.random()
    except ValueError:
        return x


def hook_without_side_effects(cell, inputs, output):
    return output * 2


def attach(net):
    net.register_forward_hook(hook_without_side_effects)
    return np.random.rand()
