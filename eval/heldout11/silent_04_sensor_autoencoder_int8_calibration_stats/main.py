import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import SensorAutoencoder
from quant import int8_scales

ms.set_context(mode=ms.GRAPH_MODE)


def vibration_windows(n, rng):
    t = np.arange(cfg.WINDOW) / cfg.WINDOW
    freqs = rng.uniform(2, 5, size=(n, cfg.CHANNELS, 1))
    return (3.0 * np.sin(2 * np.pi * freqs * t) + 0.1 * rng.standard_normal((n, cfg.CHANNELS, cfg.WINDOW))).astype(np.float32)


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    stats = {}
    net = SensorAutoencoder(cfg.WINDOW, cfg.CHANNELS, cfg.HIDDEN, cfg.LATENT, stats)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), cfg.LR))
    trainer.set_train()
    for step in range(cfg.TRAIN_STEPS):
        x = vibration_windows(cfg.BATCH, rng)
        trainer(Tensor(x), Tensor(x))

    # post-training calibration pass over held-out windows
    net.set_train(False)
    net.set_calibration(True)
    for _ in range(cfg.CALIB_BATCHES):
        net(Tensor(vibration_windows(cfg.BATCH, rng)))
    scales = int8_scales(stats, ["enc1", "latent", "dec1"])
    for name, s in scales.items():
        print(f"{name}: int8 scale {s:.5f}")


if __name__ == "__main__":
    main()
