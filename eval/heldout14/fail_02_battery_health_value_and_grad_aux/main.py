import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import make_dataset
from model import SoHRegressor
from trainer import build_train_step


def main():
    ms.set_seed(config.SEED)
    net = SoHRegressor(config.CURVE_POINTS, config.HIDDEN)
    optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=1e-4)
    train_step = build_train_step(net, optimizer)
    dataset = make_dataset()
    for epoch in range(config.EPOCHS):
        losses = [float(train_step(curve, soh)) for curve, soh in dataset.create_tuple_iterator()]
        print(f"epoch {epoch} huber {np.mean(losses):.5f}")
    curve, soh = next(dataset.create_tuple_iterator())
    err = np.abs(net(curve).asnumpy() - soh.asnumpy()).mean()
    print(f"mean absolute SoH error {err:.4f}")


if __name__ == "__main__":
    main()
