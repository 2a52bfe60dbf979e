import numpy as np
import mindspore as ms
from mindspore import nn, ops

from scalar_mix import ScalarMix

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, EMB, HID, LAYERS, N_LABELS = 2000, 32, 32, 3, 4


class StackedBiLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, EMB)
        self.rnns = nn.CellList([nn.LSTM(EMB if i == 0 else 2 * HID, HID, batch_first=True, bidirectional=True)
                                 for i in range(LAYERS)])
        self.proj = nn.Dense(EMB, 2 * HID)

    def construct(self, tokens):
        h = self.embed(tokens)
        states = [self.proj(h)]
        for rnn in self.rnns:
            h, _ = rnn(h)
            states.append(h)
        return states


class SentimentProbe(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bilm = StackedBiLM()
        self.mix = ScalarMix(LAYERS + 1)
        self.cls = nn.Dense(2 * HID, N_LABELS)

    def construct(self, tokens):
        mixed = self.mix(self.bilm(tokens))
        return self.cls(mixed.max(axis=1))


def batches(rng, n=3, b=16, t=25):
    for _ in range(n):
        y = rng.integers(0, N_LABELS, b)
        x = rng.integers(4, VOCAB, (b, t))
        x[:, 0] = y
        yield ms.Tensor(x.astype(np.int32)), ms.Tensor(y.astype(np.int32))


probe = SentimentProbe()
trainer = nn.TrainOneStepCell(nn.WithLossCell(probe, nn.CrossEntropyLoss()),
                              nn.Adam(probe.trainable_params(), 1e-3))
trainer.set_train()
for i, (x, y) in enumerate(batches(np.random.default_rng(0))):
    print("batch", i, "loss", trainer(x, y))
