import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import QualityRegressor
from serve import export_for_serving


def main():
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    x = rng.normal(size=(64, len(config.FEATURES))).astype(np.float32)
    y = (5.5 + 0.8 * x[:, 5:6] - 0.5 * x[:, 1:2]).astype(np.float32)
    net = QualityRegressor(len(config.FEATURES), config.HIDDEN)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 0.01))
    train.set_train()
    for epoch in range(3):
        print(f"epoch {epoch}: mse {train(ms.Tensor(x), ms.Tensor(y)).asnumpy():.3f}")
    net.set_train(False)
    files = export_for_serving(net, len(config.FEATURES), config.EXPORT_PATH, config.EXPORT_FORMAT)
    print("exported:", files)


if __name__ == "__main__":
    main()
