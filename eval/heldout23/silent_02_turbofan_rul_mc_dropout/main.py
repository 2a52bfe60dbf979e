import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import degradation_windows
from model import RULRegressor


def mc_predict(net, x, samples):
    preds = np.stack([net(x).asnumpy()[:, 0] for _ in range(samples)])
    return preds.mean(0) * cfg.MAX_RUL, preds.std(0) * cfg.MAX_RUL


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(cfg.SEED)
    np.random.seed(cfg.SEED)
    x, y = degradation_windows(np.random.default_rng(cfg.SEED))

    net = RULRegressor()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    step.set_train()
    for epoch in range(cfg.EPOCHS):
        for i in range(0, cfg.NUM_WINDOWS, cfg.BATCH_SIZE):
            loss = step(ms.Tensor(x[i:i + cfg.BATCH_SIZE]), ms.Tensor(y[i:i + cfg.BATCH_SIZE]))
        print(f"epoch {epoch} mse {loss.asnumpy():.4f}")

    net.set_train(False)
    mean, std = mc_predict(net, ms.Tensor(x[:8]), cfg.MC_SAMPLES)
    for m, s, t in zip(mean[:4], std[:4], y[:4, 0] * cfg.MAX_RUL):
        print(f"RUL {m:6.1f} +/- {s:5.2f} cycles (true {t:5.1f})")
    print(f"mean predictive std: {std.mean():.3f} cycles")
    flagged = int((std > 1.0).sum())
    print(f"engines flagged as uncertain: {flagged}/8")


if __name__ == "__main__":
    main()
