"""Classifier with temperature scaling: after a first evaluation the
temperature is re-calibrated and the model is evaluated again.

Fixed: the temperature is a non-trainable Parameter, updated in place with
`set_data`, so the compiled graph reads its current value.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CalibratedClassifier(nn.Cell):
    def __init__(self, dim=16, num_classes=5, temperature=1.0):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(dim, 32), nn.ReLU(), nn.Dense(32, num_classes)])
        self.temperature = ms.Parameter(ms.Tensor(temperature, ms.float32), name="temperature",
                                        requires_grad=False)

    def construct(self, x):
        logits = self.backbone(x)
        return ops.softmax(logits / self.temperature, axis=-1)


if __name__ == "__main__":
    np.random.seed(0)
    model = CalibratedClassifier()
    x = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
    before = model(x)
    print(f"temperature {float(model.temperature.asnumpy())}: max prob {before.asnumpy().max():.4f}")
    model.temperature.set_data(ms.Tensor(3.0, ms.float32))          # value found on a validation set
    after = model(x)
    print(f"temperature {float(model.temperature.asnumpy())}: max prob {after.asnumpy().max():.4f}")
