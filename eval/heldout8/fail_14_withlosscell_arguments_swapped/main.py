import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import Tensor

from model import TinyMobileNet
from train import build_trainer

CFG = {"lr": 0.05, "weight_decay": 1e-4, "label_smoothing": 0.1, "batch": 4, "image": 16, "classes": 5}


def flower_batch(rng):
    x = rng.random((CFG["batch"], 3, CFG["image"], CFG["image"]), dtype=np.float32)
    y = rng.integers(0, CFG["classes"], size=CFG["batch"]).astype(np.int32)
    return Tensor((x - 0.5) / 0.25), Tensor(y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    trainer = build_trainer(TinyMobileNet(CFG["classes"]), CFG)
    for step in range(2):
        print("step", step, "loss", trainer(*flower_batch(rng)))


if __name__ == "__main__":
    main()
