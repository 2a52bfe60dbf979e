import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn

from normalizer import RunningNormalizer


class ConsumptionModel(nn.Cell):
    def __init__(self, num_features):
        super().__init__()
        self.norm = RunningNormalizer(num_features)
        self.head = nn.Dense(num_features, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.head(self.norm(x))


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = ConsumptionModel(3)
    for day in range(4):
        kwh = rng.normal(loc=[12.0, 3.0, 0.5], scale=[2.0, 0.5, 0.1], size=(48, 3)).astype(np.float32)
        net.norm.update(kwh)
        pred = net(ms.Tensor(kwh)).asnumpy()
        print(f"day {day}: mean normalized load score {pred.mean():.3f}")


if __name__ == "__main__":
    main()
