import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.train import Model

import config
from callbacks import GammaCurriculum
from data import seam_dataset
from losses import BinaryFocalLoss


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train, x, y = seam_dataset(np.random.default_rng(config.SEED))

    net = nn.SequentialCell([nn.Dense(config.N_FEATURES, 16), nn.ReLU(), nn.Dense(16, 1)])
    focal = BinaryFocalLoss(config.GAMMA_START)
    model = Model(net, loss_fn=focal, optimizer=nn.SGD(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[GammaCurriculum(focal)], dataset_sink_mode=False)

    scores = net(Tensor(x)).asnumpy().ravel()
    print("mean score on defects vs clean seams:",
          round(float(scores[y.ravel() == 1].mean()), 4), round(float(scores[y.ravel() == 0].mean()), 4))


if __name__ == "__main__":
    main()
