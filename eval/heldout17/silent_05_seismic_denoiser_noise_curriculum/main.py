import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

import config as C
from model import DenoisingAE, ReconstructionLoss


def seismic_traces(n, seed=9):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, C.TRACE_LEN)
    onset = rng.uniform(0.2, 0.6, (n, 1))
    freq = rng.uniform(8, 15, (n, 1))
    wavelet = np.exp(-((t - onset) / 0.05) ** 2) * np.sin(2 * np.pi * freq * (t - onset))
    noise = rng.normal(0, 1, (n, C.TRACE_LEN))
    return wavelet[:, None].astype(np.float32), noise[:, None].astype(np.float32)


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(9)
    clean, noise = seismic_traces(64)
    train_ds = ds.NumpySlicesDataset({"clean": clean, "noise": noise}, shuffle=False).batch(C.BATCH_SIZE)
    net = DenoisingAE(C.CURRICULUM)
    loss_net = ReconstructionLoss(net)
    model = Model(loss_net, optimizer=nn.Adam(net.trainable_params(), learning_rate=3e-3))
    for epoch in range(C.EPOCHS):
        model.train(1, train_ds)
        print("epoch %d  noise_std %.2f  loss %.5f" % (
            epoch, C.CURRICULUM["noise_std"], float(loss_net(ms.Tensor(clean), ms.Tensor(noise)).asnumpy())))
        C.CURRICULUM["noise_std"] += C.NOISE_STEP


if __name__ == "__main__":
    main()
