"""Learn a discrete chord vocabulary with an annealed soft assignment (harmonic analysis pre-step)."""
import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

from chords import chroma_frames
from codebook import SoftCodeEncoder, DiscreteChordAE
from state import AnnealState

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
CODES = 24
EPOCHS = 5
BATCH = 32


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(0)
    frames = chroma_frames(256)
    anneal = AnnealState(epoch=0, total_epochs=EPOCHS)
    encoder = SoftCodeEncoder(CODES, anneal)
    ae = DiscreteChordAE(encoder, CODES)
    step = nn.TrainOneStepCell(ae, nn.Adam(ae.trainable_params(), learning_rate=5e-3))
    for epoch in range(EPOCHS):
        anneal.epoch = epoch
        step.set_train()
        losses = [float(step(ms.Tensor(frames[s:s + BATCH]))) for s in range(0, len(frames), BATCH)]
        encoder.set_train(False)
        probs = encoder(ms.Tensor(frames[:BATCH])).asnumpy()
        print(f"epoch {epoch + 1}: recon {np.mean(losses):.4f}  assignment sharpness {probs.max(1).mean():.3f}")


if __name__ == "__main__":
    main()
