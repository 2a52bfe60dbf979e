"""The growth factor is an int."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SCALER = {"init_scale": 2 ** 10, "growth_factor": 2, "growth_interval": 100}


def make_scaler():
    cfg = SCALER
    return ms.amp.DynamicLossScaler(cfg["init_scale"], cfg["growth_factor"], cfg["growth_interval"])


if __name__ == "__main__":
    scaler = make_scaler()
    print(scaler.scale(ms.Tensor(1.0, ms.float32)))
