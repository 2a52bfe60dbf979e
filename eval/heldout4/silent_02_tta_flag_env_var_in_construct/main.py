import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import Tensor

from model import Backbone, Predictor


def evaluate(predictor, images):
    probs = predictor(images).asnumpy()
    return " ".join(f"{p:.4f}" for p in probs.max(axis=1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    images = Tensor(rng.random((3, 1, 12, 12)).astype(np.float32))
    predictor = Predictor(Backbone(num_classes=5))
    predictor.set_train(False)
    for tta in ("0", "1"):
        os.environ["MODEL_TTA"] = tta
        print(f"TTA={tta} confidence={evaluate(predictor, images)}")


if __name__ == "__main__":
    main()
