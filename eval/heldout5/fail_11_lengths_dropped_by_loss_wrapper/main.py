import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import SpeakerEncoder
from train_utils import build_trainer

ms.set_context(mode=ms.GRAPH_MODE)

N_MELS, MAX_FRAMES, N_SPEAKERS = 10, 12, 4


def padded_batch(rng, batch_size=3):
    lengths = rng.integers(5, MAX_FRAMES + 1, size=batch_size).astype(np.int64)
    feats = np.zeros((batch_size, MAX_FRAMES, N_MELS), np.float32)
    for i, n in enumerate(lengths):
        feats[i, :n] = rng.standard_normal((n, N_MELS))
    labels = rng.integers(0, N_SPEAKERS, batch_size).astype(np.int32)
    return ms.Tensor(feats), ms.Tensor(lengths), ms.Tensor(labels)


def main():
    rng = np.random.default_rng(0)
    trainer = build_trainer(SpeakerEncoder(N_MELS, 16, N_SPEAKERS), lr=1e-3)
    for step in range(2):
        loss = trainer(*padded_batch(rng))
        print("step", step, "loss", loss)


if __name__ == "__main__":
    main()
