"""A tabular fraud scorer whose layers take their parameter dtype from a settings dataclass.
The settings were copied from a half-precision experiment and say `float16`, while the batches
are float32: MatMul meets float32 inputs and float16 weights inside the first Dense. The line to
change is the settings field."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class ScorerSettings:
    features: int = 12
    hidden: int = 16
    weights_dtype: object = ms.float16  # expect: MSD504


class FraudScorer(nn.Cell):
    def __init__(self, settings):
        super().__init__()
        self.hidden = nn.Dense(settings.features, settings.hidden, dtype=settings.weights_dtype)
        self.score = nn.Dense(settings.hidden, 1, dtype=settings.weights_dtype)
        self.act = nn.ReLU()

    def construct(self, rows):
        return self.score(self.act(self.hidden(rows)))


if __name__ == "__main__":
    rows = ms.Tensor(np.random.default_rng(0).standard_normal((5, 12)).astype(np.float32))
    print(FraudScorer(ScorerSettings())(rows).shape)
