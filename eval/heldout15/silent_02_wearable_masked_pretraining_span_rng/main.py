"""Masked-span pretraining of a wearable-sensor encoder, then a span-by-span reconstruction report."""
import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

from model import Reconstructor, MaskedSpanPretrainer
from streams import unlabeled_windows, CHANNELS, LENGTH

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
SPAN = 8
BATCH = 16


def span_errors(recon, x):
    """Reconstruction MSE for every possible span position, masking on the host."""
    recon.set_train(False)
    errors = []
    for start in range(0, LENGTH - SPAN + 1, 4):
        masked = x.copy()
        masked[:, :, start:start + SPAN] = 0
        out = recon(ms.Tensor(masked)).asnumpy()
        errors.append(float(((out - x)[:, :, start:start + SPAN] ** 2).mean()))
    return errors


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(0)
    data = unlabeled_windows(128)
    held_out = unlabeled_windows(32, seed=1)
    recon = Reconstructor(CHANNELS)
    pretrainer = MaskedSpanPretrainer(recon, LENGTH, SPAN)
    step = nn.TrainOneStepCell(pretrainer, nn.Adam(recon.trainable_params(), learning_rate=3e-3))
    step.set_train()
    rng = np.random.default_rng(0)
    for epoch in range(6):
        order = rng.permutation(len(data))
        losses = [float(step(ms.Tensor(data[order[s:s + BATCH]]))) for s in range(0, len(data), BATCH)]
        print(f"epoch {epoch + 1}: masked-span loss {np.mean(losses):.4f}")
    errors = span_errors(recon, held_out)
    print("held-out error by span start:", " ".join(f"{e:.3f}" for e in errors))
    print(f"worst span error {max(errors):.3f}")


if __name__ == "__main__":
    main()
