"""Prints whether a model called in graph mode survives `del` + gc, plain and watched by msdiag."""
import gc
import sys
import weakref

import numpy as np
import mindspore as ms
from mindspore import nn

import msdiag


def survives(watch: bool) -> bool:
    if watch:
        msdiag.install()
    model = nn.SequentialCell([nn.Dense(8, 8), nn.ReLU()])
    batch = ms.Tensor(np.ones((2, 8), np.float32))
    model(batch)  # compiled, and remembered by the watcher
    model(batch)
    alive = weakref.ref(model)
    del model
    for _ in range(3):
        gc.collect()
    msdiag.uninstall()
    return alive() is not None


ms.set_context(mode=ms.GRAPH_MODE)
print("plain", survives(False))
print("watched", survives(True))
sys.stdout.flush()
