"""A text classifier's loss settings are a dict read with `.get`. The smoothing is written as a
percentage (10) where `nn.CrossEntropyLoss` wants a fraction, and the loss rejects it while the
model is set up, in the builder. The line to change is the dict entry."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

LOSS = {
    "name": "cross_entropy",
    "label_smoothing": 10,  # expect: MSD106
}


def build_loss(spec):
    return nn.CrossEntropyLoss(label_smoothing=spec.get("label_smoothing", 0.0))


if __name__ == "__main__":
    loss = build_loss(LOSS)
    logits = ms.Tensor(np.random.default_rng(0).random((4, 3)), ms.float32)
    print(loss(logits, ms.Tensor(np.array([0, 1, 2, 1]), ms.int32)))
