import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from model import NeuralStepper
from solver import rod_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    u0, uT = rod_dataset(48)
    train_ds = ds.NumpySlicesDataset({"u0": u0, "uT": uT}, shuffle=True).batch(C.BATCH_SIZE)
    net = NeuralStepper()
    opt = nn.Adam(net.trainable_params(), learning_rate=C.LR)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt)
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(3)])
    pred = net(ms.Tensor(u0[:4])).asnumpy()
    print("rollout peak temperature:", np.round(pred.max(axis=-1).ravel(), 3))


if __name__ == "__main__":
    main()
