import numpy as np
import mindspore as ms
from mindspore import nn, ops

from augment import SpecAugment

ms.set_context(mode=ms.GRAPH_MODE)

N_MELS, N_CLASSES = 40, 8


class CommandClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.specaug = SpecAugment()
        self.gru = nn.GRU(N_MELS, 64, batch_first=True)
        self.fc = nn.Dense(64, N_CLASSES)

    def construct(self, mels):
        out, _ = self.gru(self.specaug(mels))
        return self.fc(out.mean(axis=1))


def speech_commands(rng, n=32, t=100):
    labels = rng.integers(0, N_CLASSES, n)
    mels = rng.standard_normal((n, t, N_MELS)).astype(np.float32)
    mels[np.arange(n), :, labels * 5] += 2.0
    return ms.Tensor(mels), ms.Tensor(labels.astype(np.int32))


model = CommandClassifier()
train = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), nn.Adam(model.trainable_params(), 1e-3))
train.set_train()
rng = np.random.default_rng(0)
for epoch in range(3):
    losses = [train(*speech_commands(rng)).asnumpy() for _ in range(4)]
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")

model.set_train(False)
mels, labels = speech_commands(rng)
acc = (model(mels).argmax(axis=-1) == labels).astype(ms.float32).mean()
print("eval accuracy", acc)
