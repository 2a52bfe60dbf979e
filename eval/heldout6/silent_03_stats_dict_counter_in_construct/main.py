import mindspore as ms
import numpy as np
from mindspore import nn

from model import ClippedRegressor


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(8, 4)).astype(np.float32))
    y = ms.Tensor(rng.uniform(size=(8,)).astype(np.float32))
    model = ClippedRegressor(4)
    opt = nn.Adam(model.trainable_params(), learning_rate=1e-2)
    step = nn.TrainOneStepCell(nn.WithLossCell(model, nn.MSELoss()), opt)
    for _ in range(3):
        step(x, y)
    print("forward passes recorded:", model.stats["forward_calls"])


if __name__ == "__main__":
    main()
