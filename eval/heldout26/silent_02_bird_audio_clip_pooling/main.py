import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import FrameEncoder, ClipClassifier

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def field_clips(rng, n):
    """Long recordings with a single short call of species 1 (wren) in the middle."""
    mels = rng.normal(0, 0.3, (n, config.N_MELS, config.FRAMES)).astype(np.float32)
    mels[:, 10:14, 30:34] += 3.0
    return mels


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    encoder = FrameEncoder(config.N_MELS, config.HIDDEN, len(config.SPECIES))
    # a strong response of the wren unit to the call band, as after training
    w = -np.abs(encoder.frame_logits.weight.asnumpy())
    w[1] = 3.0 * np.abs(w[1])
    encoder.frame_logits.weight.set_data(ms.Tensor(w))
    encoder.conv.weight.set_data(ms.Tensor(np.abs(encoder.conv.weight.asnumpy())))
    clf = ClipClassifier(encoder, config.TRAIN_POOLING)
    clf.set_train(False)

    clips = ms.Tensor(field_clips(rng, 4))
    print("train-time clip scores:", " ".join(f"{v:.3f}" for v in clf(clips).asnumpy()[0]))

    clf.pooling = config.DETECT_POOLING
    scores = clf(clips).asnumpy()
    print("detection clip scores:", " ".join(f"{v:.3f}" for v in scores[0]))
    print("detections:", [[config.SPECIES[j] for j in np.where(row > 0.8)[0]] for row in scores])


if __name__ == "__main__":
    main()
