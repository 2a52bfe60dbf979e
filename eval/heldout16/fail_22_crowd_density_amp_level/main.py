import numpy as np
import mindspore as ms
from mindspore.train import LossMonitor

from config import TRAIN
from crowds import crowd_dataset
from trainer import build_model


def main():
    ms.set_seed(TRAIN["seed"])
    data = crowd_dataset(TRAIN)
    net, model = build_model(TRAIN)
    model.train(TRAIN["epochs"], data, callbacks=[LossMonitor(3)])
    errors = []
    for image, density in data.create_tuple_iterator():
        pred = net(image).asnumpy().sum(axis=(1, 2, 3))
        errors.extend(np.abs(pred - density.asnumpy().sum(axis=(1, 2, 3))))
    print(f"count MAE: {np.mean(errors):.2f}")


if __name__ == "__main__":
    main()
