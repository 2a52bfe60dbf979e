"""Train a spectral-mask denoiser and export the EMA weights as the release checkpoint."""
import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.nn as nn

from ema import WeightEMA
from masknet import SpectralMaskNet
from signals import make_pairs

CKPT = os.path.join(tempfile.gettempdir(), "heldout15_denoiser_ema.ckpt")


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    noisy, clean = make_pairs(48)
    net = SpectralMaskNet()
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()),
                                     nn.Adam(net.trainable_params(), learning_rate=2e-3))
    train_step.set_train()
    ema = WeightEMA(net, decay=0.8)
    for epoch in range(2):
        losses = []
        for s in range(0, len(noisy), 12):
            losses.append(float(train_step(ms.Tensor(noisy[s:s + 12]), ms.Tensor(clean[s:s + 12]))))
            ema.update(net)
        print(f"epoch {epoch + 1}: L1 {np.mean(losses):.4f}")
    try:
        ms.save_checkpoint(ema.checkpoint_items(), CKPT)
        release = SpectralMaskNet()
        ms.load_param_into_net(release, ms.load_checkpoint(CKPT))
        release.set_train(False)
        err = float(np.abs(release(ms.Tensor(noisy[:8])).asnumpy() - clean[:8]).mean())
        print(f"EMA release checkpoint L1 on 8 clips: {err:.4f}")
    finally:
        if os.path.exists(CKPT):
            os.remove(CKPT)


if __name__ == "__main__":
    main()
