import numpy as np
import mindspore as ms
from mindspore import nn

from calibration import CALIB_PATH, fit_temperature, save_temperature
from warning_model import CalibratedPredictor, VitalsNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(34)


def patients(n, rng):
    y = rng.integers(0, 3, size=n)
    x = rng.normal(size=(n, 8)) + 0.6 * y[:, None] * np.array([1, -1, 1, 0, 1, 0, -1, 1])
    return x.astype(np.float32), y.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = patients(256, rng)
    x_va, y_va = patients(128, rng)
    model = VitalsNet()
    step = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                               nn.Adam(model.trainable_params(), learning_rate=1e-2))
    step.set_train()
    for epoch in range(30):          # deliberately over-trained, so it is over-confident
        for i in range(0, 256, 64):
            step(ms.Tensor(x_tr[i:i + 64]), ms.Tensor(y_tr[i:i + 64]))
    model.set_train(False)

    save_temperature(CALIB_PATH, 1.0)
    predictor = CalibratedPredictor(model)
    probs = predictor(ms.Tensor(x_va)).asnumpy()
    print(f"uncalibrated: mean confidence {probs.max(1).mean():.4f}, accuracy {(probs.argmax(1) == y_va).mean():.4f}")

    t = fit_temperature(model(ms.Tensor(x_va)).asnumpy(), y_va)
    save_temperature(CALIB_PATH, t)
    probs = predictor(ms.Tensor(x_va)).asnumpy()
    print(f"calibrated with T={t:.2f}: mean confidence {probs.max(1).mean():.4f}")


if __name__ == "__main__":
    main()
