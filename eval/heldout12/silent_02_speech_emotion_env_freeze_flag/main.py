import os

import numpy as np
import mindspore as ms
from mindspore import nn

from emotion_model import EmotionClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(32)

WARMUP_EPOCHS, EPOCHS = 2, 5


def utterances(n, rng, n_mels=40, frames=50):
    labels = rng.integers(0, 4, size=n)
    energy = np.array([0.2, 0.9, 0.5, 1.4])[labels]        # neutral, angry, sad, happy
    pitch_band = np.array([10, 25, 6, 30])[labels]
    mels = rng.normal(scale=0.3, size=(n, n_mels, frames))
    for i in range(n):
        mels[i, pitch_band[i]:pitch_band[i] + 4] += energy[i]
    return mels.astype(np.float32), labels.astype(np.int32)


def encoder_snapshot(net):
    return np.concatenate([p.asnumpy().ravel() for p in net.encoder.trainable_params()])


def main():
    rng = np.random.default_rng(0)
    x, y = utterances(64, rng)
    net = EmotionClassifier()
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(EPOCHS):
        os.environ["FREEZE_ENCODER"] = "1" if epoch < WARMUP_EPOCHS else "0"
        before = encoder_snapshot(net)
        losses = [step(ms.Tensor(x[i:i + 16]), ms.Tensor(y[i:i + 16])).asnumpy() for i in range(0, 64, 16)]
        drift = np.abs(encoder_snapshot(net) - before).sum()
        print(f"epoch {epoch} frozen={os.environ['FREEZE_ENCODER']} loss {np.mean(losses):.4f} "
              f"encoder change {drift:.4f}")


if __name__ == "__main__":
    main()
